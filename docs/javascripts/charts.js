// Draws every chart of a page: each <script class="vega-spec"> holds a Vega-Lite spec for the
// element named by its data-target. vegaEmbed comes from assets/vega/vega-bundle.js, served by
// this site itself. A chart that cannot be drawn says why in its place.
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll("script.vega-spec").forEach(function (holder) {
    var target = document.getElementById(holder.dataset.target);
    if (!target) return;
    if (typeof vegaEmbed !== "function") {
      target.textContent = "Chart not drawn: the vega bundle did not load.";
      return;
    }
    try {
      vegaEmbed(target, JSON.parse(holder.textContent), { actions: false, renderer: "svg" })
        .catch(function (error) { target.textContent = "Chart not drawn: " + error; });
    } catch (error) {
      target.textContent = "Chart not drawn: " + error;
    }
  });
});
