// Javalin app that collects and displays traveller reviews for guided tours.
package travel.coastline.reviews;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.commons.text.StringEscapeUtils;

public class TourReviewsApp {

    public record Review(String author, int stars, String text) {}

    private static final Map<String, List<Review>> REVIEWS = new ConcurrentHashMap<>();

    private static final Function<Review, String> CARD = r -> String.format(
        "<article><h4>%s</h4><span>%s</span><p>%s</p></article>",
        StringEscapeUtils.escapeHtml4(r.author()),
        "\u2605".repeat(Math.max(0, Math.min(5, r.stars()))),
        StringEscapeUtils.escapeHtml4(r.text()));

    static void addReview(Context ctx) {
        Review review = ctx.bodyAsClass(Review.class);
        if (review.author() == null || review.text() == null) {
            ctx.status(400).result("author and text are required");
            return;
        }
        REVIEWS.computeIfAbsent(ctx.pathParam("tourId"), k -> new CopyOnWriteArrayList<>()).add(review);
        ctx.status(201);
    }

    static void showReviews(Context ctx) {
        String body = REVIEWS.getOrDefault(ctx.pathParam("tourId"), List.of()).stream()
            .map(CARD)
            .collect(Collectors.joining("\n", "<section class=\"reviews\">", "</section>"));
        ctx.html(body);
    }

    public static void main(String[] args) {
        Javalin.create()
            .post("/tours/{tourId}/reviews", TourReviewsApp::addReview)
            .get("/tours/{tourId}/reviews", TourReviewsApp::showReviews)
            .start(7070);
    }
}
