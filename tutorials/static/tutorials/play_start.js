// The start form says which rules are chosen and links them; when another set of
// rules is picked, the sentence follows (without JavaScript it names the first choice,
// and the list under it links every set).
document.addEventListener("change", function (event) {
  var select = event.target;
  if (!select.matches || !select.matches(".play-start select[name=preset]")) return;
  var link = document.querySelector('.play-rules a[data-preset="' + select.value + '"]');
  var name = document.querySelector("#rules-chosen .rules-name");
  var read = document.querySelector("#rules-chosen a");
  if (!link || !name || !read) return;
  name.textContent = link.textContent;
  read.setAttribute("href", link.getAttribute("href"));
});
