"""JupyterHub for one school server: every student signs in with the school's account and
gets the guide, and only the guide, in a Jupyter server of his own.

How to deploy it (the README's "A school's JupyterHub" says more):

1. The guide in a folder of its own, with its environment (the README's first command, as
   root, without opening a browser):

       git clone <the guide's repository> /opt/ramsas_widgets && cd /opt/ramsas_widgets
       python3 -m venv --without-pip --system-site-packages .venv
       .venv/bin/python -m pip install . jupyterhub==6.1.1 jupyterhub-idle-culler \\
           jupyterhub-systemdspawner oauthenticator
       npm install -g configurable-http-proxy

   (``pip install -e .`` in place of ``pip install .`` lets a ``git pull`` update the guide
   without installing it again: the switch finds the package's own config and template in
   the checkout either way, see ``ramsas_widgets/hub/switch.py``.)

2. The school's sign-in: an OAuth application registered with the school's Google
   Workspace (Microsoft Entra ID works the same way with
   ``oauthenticator.azuread.AzureAdOAuthenticator``), its address in ``SCHOOL_DOMAIN``, its
   keys in ``OAUTH_CLIENT_ID``, ``OAUTH_CLIENT_SECRET`` and ``OAUTH_CALLBACK_URL``
   (``https://<the hub's name>/hub/oauth_callback``).
3. ``/opt/ramsas_widgets/.venv/bin/jupyterhub -f deploy/jupyterhub/jupyterhub_config.py``
   as a systemd service, behind the school's HTTPS reverse proxy.

Each student's server is a systemd unit (``SystemdSpawner``) running as a user systemd
makes for it and forgets afterwards (``DynamicUser``), with its memory and CPU capped, its
own ``/tmp`` and no devices; the guide's switch (``RAMSAS_GUIDE_SERVER=1``) makes it serve
the lessons only (see ``ramsas_widgets/hub/extension.py``). A server nobody has used for
``CULL_AFTER`` seconds is stopped by ``jupyterhub-idle-culler``; the page of a student who
comes back starts a new one.

The sizes below come from ``benchmarks/hub.py`` (a class through a hub on one machine): see
the README.
"""

import os
import sys

c = get_config()  # noqa: F821 - JupyterHub's config loader provides it

#: The guide's checkout, its environment in .venv (step 1).
GUIDE = os.environ.get("RAMSAS_GUIDE_HOME", "/opt/ramsas_widgets")
#: A student's server at most (measured: 180 MiB for the server, 70 to 75 MiB each page he
#: has open; a student with the index and a lesson open takes 325 MiB): room for four pages.
MEMORY_LIMIT = "512M"
#: A core at most: his server starts in a few seconds, then a page is busy only while a
#: widget answers (4 to 5 s of CPU from his login to his index on screen).
CPU_LIMIT = 1.0
#: Seconds without any activity (a page open, a click) before a student's server is stopped.
CULL_AFTER = 1800

# -- the hub ------------------------------------------------------------------------------------
c.JupyterHub.bind_url = "http://127.0.0.1:8000"  # the school's HTTPS reverse proxy in front
c.JupyterHub.cleanup_servers = True  # stopping the hub stops the students' servers

# -- who signs in: the school's accounts ---------------------------------------------------------
c.JupyterHub.authenticator_class = "oauthenticator.google.GoogleOAuthenticator"
c.GoogleOAuthenticator.hosted_domain = [os.environ.get("SCHOOL_DOMAIN", "school.example")]
c.GoogleOAuthenticator.allow_all = True  # everybody of that domain (and nobody else)
c.GoogleOAuthenticator.admin_users = set(os.environ.get("HUB_ADMINS", "").split())

# -- each student's server: a systemd unit, capped ----------------------------------------------
c.JupyterHub.spawner_class = "systemdspawner.SystemdSpawner"
c.SystemdSpawner.dynamic_users = True
c.SystemdSpawner.isolate_tmp = True
c.SystemdSpawner.isolate_devices = True
c.SystemdSpawner.disable_user_sudo = True
c.Spawner.mem_limit = MEMORY_LIMIT
c.Spawner.cpu_limit = CPU_LIMIT
# a class arriving at once starts thirty servers together: give them time
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120

# -- what runs in it: the guide --------------------------------------------------------------
c.Spawner.cmd = [os.path.join(GUIDE, ".venv", "bin", "jupyterhub-singleuser")]
c.Spawner.environment = {"RAMSAS_GUIDE_SERVER": "1"}
c.Spawner.notebook_dir = os.path.join(GUIDE, "notebooks")
c.Spawner.default_url = "/voila/render/00_index.ipynb"
c.Spawner.disable_user_config = True  # a student's ~/.jupyter changes nothing

# -- culling: servers nobody uses --------------------------------------------------------------
c.JupyterHub.services = [{
    "name": "idle-culler",
    "command": [sys.executable, "-m", "jupyterhub_idle_culler",
                f"--timeout={CULL_AFTER}", "--cull-every=60"],
}]
c.JupyterHub.load_roles = [{
    "name": "idle-culler",
    "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
    "services": ["idle-culler"],
}]
