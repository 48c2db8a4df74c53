// After a move swaps the game in place, keyboard focus goes to the next
// choice (or the result), instead of falling back to the top of the page.
document.addEventListener("htmx:afterSettle", function (event) {
  var game = document.getElementById("play-game");
  if (!game || !event.target || !game.contains(event.target)) return;
  var next = game.querySelector(".option-list button") || document.getElementById("play-end-title");
  if (next) next.focus();
});
