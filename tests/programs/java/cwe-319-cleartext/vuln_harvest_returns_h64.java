// A harvest returns program of the h64 set (cwe-319-cleartext).
package com.saltmarshworks.panhouse.returns;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every evening the works files its harvest return (tonnes of flake and
 * coarse salt per pan) with the coastal salt board's filing API.
 */
@ApplicationScoped
class HarvestReturnFiler {
    private static final Logger LOG = Logger.getLogger(HarvestReturnFiler.class);
    private static final String FILING_ENDPOINT = "http://filing.coastal-salt-board.org/api/v2/returns";

    interface PanLedger {
        List<Map<String, Object>> harvestFor(LocalDate day);
    }

    @Inject
    PanLedger ledger;

    @Inject
    ObjectMapper mapper;

    @ConfigProperty(name = "saltboard.works-id")
    String worksId;

    @ConfigProperty(name = "saltboard.password")
    String password;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @Scheduled(cron = "0 30 21 * * ?")
    void fileToday() throws Exception {
        LocalDate day = LocalDate.now();
        Map<String, Object> filing = new LinkedHashMap<>();
        filing.put("works", worksId);
        filing.put("date", day.toString());
        filing.put("pans", ledger.harvestFor(day));

        String basic = Base64.getEncoder()
                .encodeToString((worksId + ":" + password).getBytes(StandardCharsets.UTF_8));
        HttpRequest req = HttpRequest.newBuilder(URI.create(FILING_ENDPOINT))
                .header("Authorization", "Basic " + basic)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(mapper.writeValueAsString(filing)))
                .build();
        HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() / 100 != 2) {
            LOG.errorf("harvest return for %s rejected: HTTP %d", day, resp.statusCode());
        } else {
            LOG.infof("harvest return for %s filed", day);
        }
    }
}
