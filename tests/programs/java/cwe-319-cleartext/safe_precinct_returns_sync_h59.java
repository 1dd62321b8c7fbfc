// Unseen set h59: precinct returns sync
package org.countyvote.precinct;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

record ContestReturn(String precinctId, String contestId, String candidateId, int votes, String signedBy) {}

class LocalReturnsStore {
    private final String jdbcUrl;

    LocalReturnsStore(String jdbcUrl) {
        this.jdbcUrl = jdbcUrl;
    }

    List<ContestReturn> unsent() throws Exception {
        List<ContestReturn> out = new ArrayList<>();
        try (Connection con = DriverManager.getConnection(jdbcUrl);
             PreparedStatement ps = con.prepareStatement(
                     "SELECT precinct_id, contest_id, candidate_id, votes, signed_by FROM contest_returns WHERE sent_at IS NULL");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new ContestReturn(rs.getString(1), rs.getString(2), rs.getString(3), rs.getInt(4), rs.getString(5)));
            }
        }
        return out;
    }

    void markSent(String precinctId) throws Exception {
        try (Connection con = DriverManager.getConnection(jdbcUrl);
             PreparedStatement ps = con.prepareStatement(
                     "UPDATE contest_returns SET sent_at = CURRENT_TIMESTAMP WHERE precinct_id = ? AND sent_at IS NULL")) {
            ps.setString(1, precinctId);
            ps.executeUpdate();
        }
    }
}

class CountyTallyClient {
    private static final URI TALLY_ENDPOINT = URI.create("https://tally.marion-county-elections.gov/api/v2/precinct-returns");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(15)).build();
    private final ObjectMapper mapper = new ObjectMapper();
    private final String deviceToken;

    CountyTallyClient(String deviceToken) {
        this.deviceToken = deviceToken;
    }

    boolean submit(List<ContestReturn> returns) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(TALLY_ENDPOINT)
                .header("Authorization", "Bearer " + deviceToken)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(mapper.writeValueAsString(returns)))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode() == 201;
    }
}

class ReturnsSyncJob implements Runnable {
    private final LocalReturnsStore store;
    private final CountyTallyClient client;

    ReturnsSyncJob(LocalReturnsStore store, CountyTallyClient client) {
        this.store = store;
        this.client = client;
    }

    @Override
    public void run() {
        try {
            List<ContestReturn> pending = store.unsent();
            if (!pending.isEmpty() && client.submit(pending)) {
                store.markSent(pending.get(0).precinctId());
            }
        } catch (Exception e) {
            System.err.println("returns sync deferred: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ReturnsSyncJob job = new ReturnsSyncJob(new LocalReturnsStore("jdbc:sqlite:/var/lib/pollbook/returns.db"),
                new CountyTallyClient(System.getenv("TALLY_DEVICE_TOKEN")));
        while (!Thread.currentThread().isInterrupted()) {
            job.run();
            TimeUnit.MINUTES.sleep(2);
        }
    }
}
