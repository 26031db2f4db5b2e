import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"], logLevel: "silent" });
const r = await lighthouse("http://127.0.0.1:3931" + process.argv[2], { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
fs.writeFileSync("/tmp/lhr.json", JSON.stringify(r.lhr));
await chrome.kill();
