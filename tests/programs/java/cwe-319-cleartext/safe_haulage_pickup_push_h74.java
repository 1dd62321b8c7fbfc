// A haulage pickup push program of the h74 set (cwe-319-cleartext).
package com.pinehollowfarm.dispatch;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

class HaulagePickupPush {

    private static final URI PICKUP_ENDPOINT = URI.create("https://api.evergreenhaulers.com/v2/pickups");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final ConcurrentHashMap<Long, Boolean> inFlight = new ConcurrentHashMap<>();
    private final String apiKey = System.getenv("EVERGREEN_API_KEY");

    public static void main(String[] args) {
        HaulagePickupPush push = new HaulagePickupPush();
        ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(2);
        scheduler.scheduleWithFixedDelay(push::pushPaidOrders, 0, 15, TimeUnit.MINUTES);
    }

    void pushPaidOrders() {
        String sql = "SELECT id, customer_name, phone, delivery_address, tree_count, tree_grade "
                + "FROM wholesale_orders WHERE status = 'PAID' AND pickup_booked = false";
        try (Connection db = DriverManager.getConnection(System.getenv("FARM_DB_URL"));
             PreparedStatement ps = db.prepareStatement(sql);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                long id = rs.getLong("id");
                if (inFlight.putIfAbsent(id, Boolean.TRUE) != null) {
                    continue;
                }
                String json = String.format(
                        "{\"reference\":\"PH-%d\",\"contact\":\"%s\",\"phone\":\"%s\",\"address\":\"%s\",\"pallets\":%d,\"grade\":\"%s\"}",
                        id, jsonText(rs.getString("customer_name")), jsonText(rs.getString("phone")),
                        jsonText(rs.getString("delivery_address")), (rs.getInt("tree_count") + 39) / 40,
                        jsonText(rs.getString("tree_grade")));
                HttpRequest req = HttpRequest.newBuilder(PICKUP_ENDPOINT)
                        .header("Content-Type", "application/json")
                        .header("X-Api-Key", apiKey)
                        .POST(HttpRequest.BodyPublishers.ofString(json))
                        .build();
                http.sendAsync(req, HttpResponse.BodyHandlers.ofString())
                        .thenAccept(resp -> markBooked(id, resp.statusCode()))
                        .whenComplete((ok, err) -> inFlight.remove(id));
            }
        } catch (Exception e) {
            System.err.println("pickup push failed: " + e.getMessage());
        }
    }

    private void markBooked(long id, int status) {
        if (status / 100 != 2) {
            System.err.println("haulier rejected order " + id + " with " + status);
            return;
        }
        try (Connection db = DriverManager.getConnection(System.getenv("FARM_DB_URL"));
             PreparedStatement ps = db.prepareStatement("UPDATE wholesale_orders SET pickup_booked = true WHERE id = ?")) {
            ps.setLong(1, id);
            ps.executeUpdate();
        } catch (Exception e) {
            System.err.println("could not mark order " + id + ": " + e.getMessage());
        }
    }

    private static String jsonText(String s) {
        return s == null ? "" : s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
