// Left and right arrow keys step through an example by clicking the step links,
// so htmx (or, without it, a plain page load) does the rest.
document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.target.closest("input, select, textarea, button, summary")) return;
  var id = { ArrowLeft: "step-prev", ArrowRight: "step-next" }[event.key];
  var link = id && document.getElementById(id);
  if (link && link.href) {
    event.preventDefault();
    link.click();
  }
});
