// A entry preview program of the h73 set (cwe-079-xss).
package com.duneday.contest;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.javalin.Javalin;
import io.javalin.http.Context;

public class EntryPreviewApp {

    private static final Pattern SHARE = Pattern.compile("^(\\d{1,6})\\|(.{1,140})$", Pattern.DOTALL);

    private static final String TEMPLATE = """
            <!doctype html>
            <html>
            <head>
              <meta charset="utf-8">
              <title>Dune Day entry preview</title>
              <link rel="stylesheet" href="/static/preview.css">
            </head>
            <body>
              <figure>
                <img src="/photos/%d/thumb.jpg" alt="">
                <figcaption id="caption"></figcaption>
              </figure>
              <button id="submit">Submit entry</button>
              <script>
                const entryId = %d;
                const caption = '%s';
                document.getElementById('caption').textContent = caption;
                document.getElementById('submit').onclick = () =>
                  fetch('/api/entries/' + entryId + '/submit', {method: 'POST',
                    headers: {'Content-Type': 'application/json'},
                    body: JSON.stringify({caption})});
              </script>
            </body>
            </html>
            """;

    public static void main(String[] args) {
        Javalin.create(cfg -> cfg.staticFiles.add("/public"))
                .get("/preview", EntryPreviewApp::preview)
                .start(8080);
    }

    /** share = urlencode(entryId + "|" + caption), produced by the upload step. */
    static void preview(Context ctx) {
        String share = ctx.queryParam("share");
        if (share == null) {
            ctx.status(400).result("missing share parameter");
            return;
        }
        String decoded = URLDecoder.decode(share, StandardCharsets.UTF_8).strip();
        Matcher m = SHARE.matcher(decoded);
        if (!m.matches()) {
            ctx.status(400).result("malformed preview link");
            return;
        }
        int entryId = Integer.parseInt(m.group(1));
        String caption = m.group(2).strip();

        ctx.contentType("text/html; charset=utf-8");
        ctx.result(TEMPLATE.formatted(entryId, entryId, escapeJsString(caption)));
    }

    static String escapeJsString(String s) {
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            if (Character.isLetterOrDigit(c) || c == ' ' || c == ',' || c == '.') {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.toString();
    }
}
