// A dance reviews mustache program of the h61 set (cwe-079-xss).
package com.stepbystep.reviews;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Student feedback exported from the booking system lands in an inbox folder as CSV; a nightly job publishes class review pages. */
record Review(String className, String student, int stars, String comment) {}

interface ReviewSource {
    List<Review> load() throws IOException;
}

final class CsvInboxReviewSource implements ReviewSource {
    private final Path inbox;

    CsvInboxReviewSource(Path inbox) {
        this.inbox = inbox;
    }

    @Override
    public List<Review> load() throws IOException {
        List<Review> reviews = new ArrayList<>();
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(inbox, "*.csv")) {
            for (Path file : files) {
                try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                     CSVParser parser = format.parse(reader)) {
                    for (CSVRecord row : parser) {
                        int stars = Math.max(1, Math.min(5, Integer.parseInt(row.get("stars").trim())));
                        reviews.add(new Review(row.get("class"), row.get("student"), stars, row.get("comment")));
                    }
                }
            }
        }
        return reviews;
    }
}

final class ReviewPageRenderer {
    private static final String TEMPLATE = String.join("\n",
            "<html><head><meta charset=\"utf-8\"><title>{{className}} reviews</title></head><body>",
            "<h1>{{className}}</h1>",
            "{{#reviews}}",
            "<article><div class=\"stars\">{{{stars}}}</div>",
            "<p>{{comment}}</p><footer>{{student}}</footer></article>",
            "{{/reviews}}",
            "</body></html>");

    private final Template template = Mustache.compiler().compile(TEMPLATE);

    String render(String className, List<Review> reviews) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Review r : reviews) {
            rows.add(Map.of("stars", starIcons(r.stars()), "comment", r.comment(), "student", r.student()));
        }
        return template.execute(Map.of("className", className, "reviews", rows));
    }

    private static String starIcons(int stars) {
        return "<span class=\"on\">&#9733;</span>".repeat(stars) + "<span class=\"off\">&#9734;</span>".repeat(5 - stars);
    }
}

interface PagePublisher {
    void publish(String slug, String html) throws IOException;
}

final class DirectoryPagePublisher implements PagePublisher {
    private final Path webRoot;

    DirectoryPagePublisher(Path webRoot) {
        this.webRoot = webRoot;
    }

    @Override
    public void publish(String slug, String html) throws IOException {
        Files.writeString(webRoot.resolve(slug + ".html"), html, StandardCharsets.UTF_8);
    }
}

final class ReviewPublishingJob {
    private final ReviewSource source;
    private final ReviewPageRenderer renderer;
    private final PagePublisher publisher;

    ReviewPublishingJob(ReviewSource source, ReviewPageRenderer renderer, PagePublisher publisher) {
        this.source = source;
        this.renderer = renderer;
        this.publisher = publisher;
    }

    void run() throws IOException {
        Map<String, List<Review>> byClass = new TreeMap<>();
        for (Review review : source.load()) {
            byClass.computeIfAbsent(review.className(), k -> new ArrayList<>()).add(review);
        }
        for (Map.Entry<String, List<Review>> entry : byClass.entrySet()) {
            String slug = entry.getKey().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
            publisher.publish("class-" + slug, renderer.render(entry.getKey(), entry.getValue()));
        }
    }
}
