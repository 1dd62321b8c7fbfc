// A tuning reminders program of the h62 set (cwe-319-cleartext).
package com.truepitch.reminders;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

/**
 * Sends an SMS reminder to clients the day before their piano tuning visit.
 */
class TuningReminderDispatcher {

    private static final Logger LOG = Logger.getLogger(TuningReminderDispatcher.class.getName());
    private static final URI SMS_GATEWAY = URI.create("http://api.keynote-messaging.com/v2/messages");
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEEE d MMM 'at' HH:mm");

    record Appointment(String client, String phone, String piano, LocalDateTime visit) {}

    interface AppointmentBook {
        List<Appointment> startingWithin(Duration window);
    }

    private final AppointmentBook book;
    private final String gatewayToken;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    TuningReminderDispatcher(AppointmentBook book, String gatewayToken) {
        this.book = book;
        this.gatewayToken = gatewayToken;
    }

    static String message(Appointment a) {
        String text = "Hi " + a.client() + ", your tuner visits on " + WHEN.format(a.visit())
                + " for the " + a.piano() + ". Reply C to confirm.";
        return "{\"to\":\"" + a.phone() + "\",\"text\":\"" + text.replace("\"", "'") + "\"}";
    }

    CompletableFuture<Integer> send(String payload) {
        HttpRequest request = HttpRequest.newBuilder(SMS_GATEWAY)
                .header("Authorization", "Bearer " + gatewayToken)
                .header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.discarding()).thenApply(HttpResponse::statusCode);
    }

    void dispatchDue() {
        book.startingWithin(Duration.ofHours(24)).stream()
                .map(TuningReminderDispatcher::message)
                .map(this::send)
                .forEach(f -> f.whenComplete((status, err) -> {
                    if (err != null || status >= 300) {
                        LOG.warning("reminder not accepted: " + (err != null ? err : status));
                    }
                }));
    }

    void schedule(ScheduledExecutorService scheduler) {
        dispatchDue();
        scheduler.schedule(() -> schedule(scheduler), 1, TimeUnit.DAYS);
    }

    public static void main(String[] args) {
        AppointmentBook book = window -> List.of();
        new TuningReminderDispatcher(book, System.getenv("SMS_GATEWAY_TOKEN"))
                .schedule(Executors.newSingleThreadScheduledExecutor());
    }
}
