/* Starts the page's Pyodide with the site's preloaded packages in one zip.
 *
 * The Pyodide kernel's worker loads this script where it would load pyodide.js (the site's
 * "pyodideUrl") and calls loadPyodide(options) as it would Pyodide's own; options.indexURL
 * names Pyodide's own folder (this site's pyodide/, or the distribution's) and
 * options.lockFileURL the site's lock file. The lock file's info.ramsas_site_packages names
 * the zip (ramsas_widgets/site/bundle.py): its file, SHA-256 and packages. This script
 *
 * - fetches the zip, with its hash as the request's integrity, while Pyodide starts, and
 *   has Pyodide load only the packages that are not in it;
 * - writes the zip into Python's file system and puts it on sys.path right after
 *   site-packages, so that Python imports from it as it is (zipimport), and marks its
 *   packages loaded, so that neither Pyodide nor the kernel installs them again;
 * - where the zip cannot be had (not there, or not the one the lock file names: a cache
 *   older than the site), loads the same packages from their wheels, as a site without
 *   the zip does, and says so in the console.
 */
(function () {
  "use strict";
  var LOCK_KEY = "ramsas_site_packages";

  function key(name) {
    return name.toLowerCase().replace(/[-_.]+/g, "-");
  }

  function integrity(hex) {
    var bytes = "";
    for (var i = 0; i < hex.length; i += 2) {
      bytes += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
    }
    return "sha256-" + btoa(bytes);
  }

  function fetchZip(url, hash) {
    function get(cache) {
      return fetch(url, {integrity: integrity(hash), cache: cache}).then(function (answer) {
        if (!answer.ok) {
          throw new Error("HTTP " + answer.status);
        }
        return answer.arrayBuffer();
      });
    }
    /* a copy in the browser's cache that is not the site's: once more from the server */
    return get("default").catch(function () { return get("reload"); })
      .catch(function (error) {
        console.warn("The site's packages (" + url + ") could not be had (" + error +
                     "): they load from their wheels.");
        return null;
      });
  }

  self.loadPyodide = async function (options) {
    var index = options.indexURL.replace(/\/?$/, "/");
    importScripts(index + "pyodide.js");
    var pyodideLoad = self.loadPyodide;
    var lock = null;
    try {
      var answer = await fetch(options.lockFileURL);
      lock = answer.ok ? await answer.json() : null;
    } catch (error) {
      lock = null;
    }
    var bundle = lock && lock.info && lock.info[LOCK_KEY];
    if (!bundle) {  /* Pyodide reads the lock file itself, and says what is wrong */
      return pyodideLoad(Object.assign({}, options, {indexURL: index}));
    }
    var inZip = {};
    /* as Pyodide names them once loaded: the lock file's own spelling (Pygments) */
    var names = bundle.packages.map(function (name) {
      inZip[key(name)] = true;
      return (lock.packages[name] || {}).name || name;
    });
    var zip = fetchZip(new URL(bundle.file_name, options.lockFileURL).href, bundle.sha256);
    var settings = Object.assign({}, options, {
      indexURL: index,
      lockFileContents: lock,
      packageBaseUrl: new URL(".", options.lockFileURL).href,
      packages: (options.packages || []).filter(function (name) { return !inZip[key(name)]; })
    });
    delete settings.lockFileURL;
    var pyodide = await pyodideLoad(settings);
    var data = await zip;
    if (data === null) {
      await pyodide.loadPackage(names);
      return pyodide;
    }
    pyodide.FS.writeFile(bundle.path, new Uint8Array(data));
    var sys = pyodide.pyimport("sys");
    var path = sys.path;
    var after = path.toJs().indexOf(bundle.path.replace(/\.zip$/, ""));
    path.insert(after < 0 ? path.length : after + 1, bundle.path);
    path.destroy();
    sys.destroy();
    names.forEach(function (name) {
      pyodide.loadedPackages[name] = "default channel";
    });
    return pyodide;
  };
})();
