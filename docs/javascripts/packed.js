// Opens what the site stores gzip-compressed (generator/render/packed.py): a compile report's
// page, from the small page that keeps its address (data-page names the packed file), or a text
// file of a report, in the viewer page (view.html?f=<file>&name=<its name in the report>). The
// file is fetched from the site's own host and inflated by the browser's own DecompressionStream.
(function () {
  var script = document.currentScript;
  var PACKED_NAME = /^[0-9a-f]{16}\.[A-Za-z0-9]+\.gz$/;

  function inflate(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(response.status + " " + response.statusText);
      return response.arrayBuffer();
    }).then(function (buffer) {
      var bytes = new Uint8Array(buffer);
      var body = new Blob([bytes]).stream();
      // gzip's magic bytes: a host that serves .gz files with Content-Encoding: gzip has the
      // browser inflate them on the way, and the text arrives as it is
      if (bytes[0] === 0x1f && bytes[1] === 0x8b) body = body.pipeThrough(new DecompressionStream("gzip"));
      return new Response(body).text();
    });
  }

  function unopened(element, error) {
    element.textContent = "This compile report is stored compressed, and it could not be opened here (" +
      error.message + "). Browsers fetch nothing from a file:// address: serve the site " +
      "(make serve-site, then http://127.0.0.1:8000/) or read it where it is published.";
  }

  if (script.dataset.page) {
    var title = document.title;  // the point's and page's, where the packed page names none
    inflate(script.dataset.page).then(function (page) {
      document.open();
      document.write(page);
      document.close();
      if (!document.title) document.title = title;
    }, function (error) { unopened(document.body, error); });
    return;
  }
  var params = new URLSearchParams(window.location.search);
  var file = params.get("f") || "";
  var shown = document.querySelector("pre");
  if (!PACKED_NAME.test(file)) {
    shown.textContent = "No file named: open one from a link of its compile report.";
    return;
  }
  document.title = params.get("name") || file;
  inflate(file).then(function (text) { shown.textContent = text; },
                     function (error) { unopened(shown, error); });
})();
