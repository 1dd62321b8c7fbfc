// A candle reviews program of the h63 set (cwe-079-xss).
package com.wickandpour.reviews;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedDeque;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

record ScentReview(String author, String candle, int rating, String body, Instant postedAt) {}

class ReviewValidator {
    Optional<String> validate(String author, String body, int rating) {
        if (author == null || author.isBlank() || author.length() > 60) {
            return Optional.of("author required");
        }
        if (body == null || body.length() > 800) {
            return Optional.of("review too long");
        }
        if (rating < 1 || rating > 5) {
            return Optional.of("rating must be 1-5");
        }
        return Optional.empty();
    }
}

class ReviewBoard {
    private final Deque<ScentReview> recent = new ConcurrentLinkedDeque<>();

    void add(ScentReview review) {
        recent.addFirst(review);
        while (recent.size() > 50) {
            recent.removeLast();
        }
    }

    List<ScentReview> latest() { return new ArrayList<>(recent); }
}

class ReviewPageRenderer {
    String render(List<ScentReview> reviews) {
        StringBuilder html = new StringBuilder("<!doctype html><html><body><h1>What people smell</h1><ul>");
        for (ScentReview r : reviews) {
            html.append("<li><strong>").append(Encode.forHtml(r.author())).append("</strong> on ")
                .append(Encode.forHtml(r.candle())).append(" (").append(r.rating()).append("/5)<p>")
                .append(Encode.forHtml(r.body())).append("</p></li>");
        }
        return html.append("</ul></body></html>").toString();
    }
}

@WebServlet("/candles/reviews")
class CandleReviewServlet extends HttpServlet {
    private final ReviewBoard board = new ReviewBoard();
    private final ReviewValidator validator = new ReviewValidator();
    private final ReviewPageRenderer renderer = new ReviewPageRenderer();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int rating;
        try {
            rating = Integer.parseInt(req.getParameter("rating"));
        } catch (NumberFormatException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "rating must be a number");
            return;
        }
        String author = req.getParameter("author");
        String body = req.getParameter("body");
        Optional<String> problem = validator.validate(author, body, rating);
        if (problem.isPresent()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, problem.get());
            return;
        }
        board.add(new ScentReview(author, req.getParameter("candle"), rating, body, Instant.now()));
        resp.sendRedirect(req.getContextPath() + "/candles/reviews");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/html;charset=UTF-8");
        try (PrintWriter out = resp.getWriter()) {
            out.write(renderer.render(board.latest()));
        }
    }
}
