"""A class's pool holds what the class is about to open (serve/server.py, the launcher's
class): one kernel a student of the class's page before it comes, no other page preheated,
and once students have arrived only the spare, refilled as they take it."""

from __future__ import annotations

import http.cookiejar
import time
import urllib.request

import pytest

from . import launched
from .conftest import free_port, stop_group, wait_for

pytestmark = pytest.mark.browser

ADDRESS = "127.0.0.2"
CODE = "poolcode42"
STUDENTS = 4
SPARE = 2  # launcher.class_spare(4)
LESSON = "01_lithuanian_ramsas.ipynb"


@pytest.fixture(scope="module")
def server():
    served = launched.launch(ADDRESS, free_port(), [
        "--classroom", str(STUDENTS), "--token", CODE, "--lesson", "1", "--verbose"],
        code=CODE, lesson=LESSON, ready_within=180)
    try:
        yield served
    finally:
        stop_group(served.proc)


def arrive(server) -> str:
    """A student opens the class's page (and her browser never comes to its kernel)."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(server.url(), timeout=120) as answer:
        while answer.read(1 << 16):
            pass
        return answer.url


def test_only_the_class_page_is_preheated_one_kernel_a_student(server):
    assert wait_for(lambda: server.kernels() == STUDENTS, 30), server.kernels()
    time.sleep(3)  # nothing else starts: no other page has a pool
    assert server.kernels() == STUDENTS


def test_once_the_class_has_come_the_pool_keeps_only_its_spare(server):
    for _ in range(STUDENTS - 1):
        assert LESSON in arrive(server)
    # three pages hold a kernel each; the pool had one left and is filled to the spare
    assert wait_for(lambda: server.kernels() == (STUDENTS - 1) + SPARE, 60), server.kernels()
    assert "Using pre-heated kernel" in server.text()
    arrive(server)  # the last student takes a spare, which is replaced at once
    assert wait_for(lambda: server.kernels() == STUDENTS + SPARE, 60), server.kernels()
    time.sleep(3)
    assert server.kernels() == STUDENTS + SPARE
