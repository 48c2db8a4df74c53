"""Draw the app icons (PNG) from our own SVG with the system's Chromium.

    .venv/bin/python scripts/make_icons.py

Writes tutorials/static/tutorials/icon-192.png, icon-512.png and
icon-maskable-512.png from icon.svg (its picture keeps inside the middle 80 %,
so a round mask cuts nothing off). Run it again after changing the SVG.
"""

from pathlib import Path

from playwright.sync_api import sync_playwright

FOLDER = Path(__file__).resolve().parent.parent / "tutorials" / "static" / "tutorials"
SIZES = {"icon-192.png": 192, "icon-512.png": 512, "icon-maskable-512.png": 512}
CHROMIUM = "/usr/bin/chromium"


def main() -> None:
    svg = (FOLDER / "icon.svg").read_text()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"]
        )
        for name, size in SIZES.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            sized = svg.replace("<svg ", f'<svg width="{size}" height="{size}" ', 1)
            page.set_content(f"<body style='margin:0'>{sized}</body>")
            page.screenshot(path=str(FOLDER / name), omit_background=False)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
