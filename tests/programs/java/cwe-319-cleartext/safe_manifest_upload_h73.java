// A manifest upload program of the h73 set (cwe-319-cleartext).
package net.undergroundtrails.rescuecover;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Base64;
import java.util.StringJoiner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.quartz.DisallowConcurrentExecution;
import org.quartz.Job;
import org.quartz.JobExecutionContext;
import org.quartz.JobExecutionException;

@DisallowConcurrentExecution
public class PartyManifestJob implements Job {

    private static final String INSURER_ENDPOINT = "https://intake.speleocover-insurance.com/api/v1/manifests";
    private static final Path BOOKINGS = Path.of("/var/lib/undergroundtrails/bookings");

    private final ObjectMapper mapper = new ObjectMapper();
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(15)).build();

    @Override
    public void execute(JobExecutionContext context) throws JobExecutionException {
        LocalDate day = LocalDate.now();
        try {
            String csv = buildManifest(day);
            String account = context.getMergedJobDataMap().getString("insurerAccount");
            String apiKey = System.getenv("SPELEOCOVER_API_KEY");
            String basic = Base64.getEncoder()
                    .encodeToString((account + ":" + apiKey).getBytes(StandardCharsets.UTF_8));

            HttpRequest request = HttpRequest.newBuilder(URI.create(INSURER_ENDPOINT + "?date=" + day))
                    .header("Authorization", "Basic " + basic)
                    .header("Content-Type", "text/csv; charset=utf-8")
                    .timeout(Duration.ofSeconds(60))
                    .POST(HttpRequest.BodyPublishers.ofString(csv, StandardCharsets.UTF_8))
                    .build();
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() / 100 != 2) {
                throw new JobExecutionException("insurer rejected manifest: " + response.statusCode(), true);
            }
        } catch (IOException e) {
            throw new JobExecutionException(e, true);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JobExecutionException(e);
        }
    }

    String buildManifest(LocalDate day) throws IOException {
        StringJoiner csv = new StringJoiner("\r\n", "", "\r\n");
        csv.add("tour,entrance_time,full_name,age,emergency_contact,emergency_phone,medical_notes");
        try (DirectoryStream<Path> files = Files.newDirectoryStream(BOOKINGS, day + "-*.json")) {
            for (Path file : files) {
                JsonNode booking = mapper.readTree(Files.readString(file, StandardCharsets.UTF_8));
                String tour = booking.path("tour").asText();
                String time = booking.path("entranceTime").asText();
                for (JsonNode p : booking.path("participants")) {
                    csv.add(String.join(",",
                            cell(tour), cell(time),
                            cell(p.path("name").asText()),
                            String.valueOf(p.path("age").asInt()),
                            cell(p.path("emergencyContact").path("name").asText()),
                            cell(p.path("emergencyContact").path("phone").asText()),
                            cell(p.path("medical").asText(""))));
                }
            }
        }
        return csv.toString();
    }

    private static String cell(String value) {
        String v = value.strip().replace("\"", "\"\"");
        return v.contains(",") || v.contains("\"") || v.contains("\n") ? "\"" + v + "\"" : v;
    }
}
