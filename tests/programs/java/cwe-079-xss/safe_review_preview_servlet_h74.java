// A review preview servlet program of the h74 set (cwe-079-xss).
package org.chapterandverse.club;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet(urlPatterns = "/club/reviews/preview", asyncSupported = true)
class ReviewPreviewServlet extends HttpServlet {

    private final ExecutorService renderPool = Executors.newFixedThreadPool(4);

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) {
        String bookTitle = req.getParameter("title");
        String reviewText = req.getParameter("review");
        int stars = parseStars(req.getParameter("stars"));
        String member = req.getRemoteUser() != null ? req.getRemoteUser() : "guest";

        AsyncContext async = req.startAsync();
        async.setTimeout(5_000);

        CompletableFuture<String> heading = CompletableFuture.supplyAsync(
                () -> "<h2 class=\"book\">" + htmlText(nullToEmpty(bookTitle)) + "</h2>"
                        + "<p class=\"stars\">" + "\u2605".repeat(stars) + "</p>", renderPool);

        CompletableFuture<String> body = CompletableFuture.supplyAsync(
                () -> "<blockquote>" + htmlText(nullToEmpty(reviewText)).replace("\n", "<br>") + "</blockquote>"
                        + "<p class=\"by\">reviewed by " + htmlText(member) + "</p>", renderPool);

        heading.thenCombine(body, (h, b) -> "<!doctype html><html><body><article class=\"preview\">"
                        + h + b + "</article></body></html>")
                .thenAccept(html -> write(async, html))
                .exceptionally(ex -> {
                    ((HttpServletResponse) async.getResponse()).setStatus(500);
                    async.complete();
                    return null;
                });
    }

    private void write(AsyncContext async, String html) {
        HttpServletResponse out = (HttpServletResponse) async.getResponse();
        out.setContentType("text/html;charset=UTF-8");
        try (PrintWriter w = out.getWriter()) {
            w.write(html);
        } catch (IOException e) {
            out.setStatus(500);
        } finally {
            async.complete();
        }
    }

    private static int parseStars(String raw) {
        try {
            return Math.max(0, Math.min(5, Integer.parseInt(raw)));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }

    private static String htmlText(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
