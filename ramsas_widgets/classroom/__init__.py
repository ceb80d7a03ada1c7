"""A class on one machine: the class record, the teacher's page, the worksheets.

- :mod:`.record`: the class record, an SQLite file in the class folder;
- :mod:`.kernel`: what a student's kernel writes into it (and the teacher's notices it reads);
- :mod:`.class_view`: what the teacher's page shows, worked out from the record;
- :mod:`.teacher`: the teacher's page and its routes on the guide's server;
- :mod:`.worksheet`: a lesson's exercises on paper, with an answer key;
- :mod:`.launch`: the launcher's class options (the class folder, the teacher's code,
  ``--export``, ``--forget``, a quiet terminal).
"""
