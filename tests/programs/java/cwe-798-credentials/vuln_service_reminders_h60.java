// A service reminders program of the h60 set (cwe-798-credentials).
package com.greywillow.funeral.notifications;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * Sends the family and mourners an SMS reminder the evening before a service
 * (time, chapel, livestream link) through the Twilio Messages API.
 */
class ServiceReminderSender {

    record Mourner(String name, String mobile) {}

    record Service(String deceasedName, String chapel, ZonedDateTime startsAt, List<Mourner> mourners) {}

    private static final String ACCOUNT_SID = "AC7f3b9e21c40d58a6b1e2f9037c4d6a18";
    private static final String AUTH_TOKEN = "4e9a1c7d0b3f82e65a17c9d4b08f3e21";
    private static final String FROM_NUMBER = "+441632960418";
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEEE d MMMM 'at' HH:mm");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    CompletableFuture<Map<String, Integer>> remind(Service service) {
        String text = "Reminder: the service for " + service.deceasedName() + " is on "
                + WHEN.format(service.startsAt()) + " in the " + service.chapel() + ". Greywillow Funeral Home";

        List<CompletableFuture<Map.Entry<String, Integer>>> sends = service.mourners().stream()
                .map(m -> send(m.mobile(), text).thenApply(status -> Map.entry(m.name(), status)))
                .collect(Collectors.toList());

        return CompletableFuture.allOf(sends.toArray(CompletableFuture[]::new))
                .thenApply(done -> sends.stream()
                        .map(CompletableFuture::join)
                        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a)));
    }

    private CompletableFuture<Integer> send(String to, String body) {
        String form = Map.of("To", to, "From", FROM_NUMBER, "Body", body).entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        String basic = Base64.getEncoder()
                .encodeToString((ACCOUNT_SID + ":" + AUTH_TOKEN).getBytes(StandardCharsets.UTF_8));

        HttpRequest request = HttpRequest.newBuilder(
                        URI.create("https://api.twilio.com/2010-04-01/Accounts/" + ACCOUNT_SID + "/Messages.json"))
                .header("Authorization", "Basic " + basic)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form))
                .build();

        return http.sendAsync(request, HttpResponse.BodyHandlers.discarding())
                .thenApply(HttpResponse::statusCode);
    }
}
