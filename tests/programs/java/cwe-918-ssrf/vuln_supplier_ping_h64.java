// A supplier ping program of the h64 set (cwe-918-ssrf).
package com.clovecourt.trading.suppliers;

import com.opencsv.CSVReader;
import com.opencsv.exceptions.CsvValidationException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The warehouse uploads the day's received lots as CSV:
 * supplier_code,lot_code,kilos,callback_url
 * and every supplier is told their lot arrived.
 */
@Path("/arrivals")
class ArrivalNoticeResource {

    // supplier code -> host of the endpoint registered during onboarding
    private static final Map<String, String> SUPPLIER_HOSTS = Map.of(
            "MLB", "api.malabar-pepper.co.in",
            "ZNZ", "hooks.zanzibar-clove.tz",
            "GRN", "notify.grenada-nutmeg.gd",
            "SRL", "edi.ceylon-cinnamon.lk");

    private final Client client = ClientBuilder.newClient();

    @POST
    @Consumes("text/csv")
    @Produces(MediaType.APPLICATION_JSON)
    public Map<String, Object> notifySuppliers(String csv) throws IOException, CsvValidationException {
        Map<String, List<String[]>> bySupplier = new LinkedHashMap<>();
        try (CSVReader reader = new CSVReader(new StringReader(csv))) {
            String[] row;
            while ((row = reader.readNext()) != null) {
                if (row.length < 4 || "supplier_code".equals(row[0])) {
                    continue;
                }
                bySupplier.computeIfAbsent(row[0].trim(), k -> new ArrayList<>()).add(row);
            }
        }

        Map<String, Object> outcome = new LinkedHashMap<>();
        for (Map.Entry<String, List<String[]>> e : bySupplier.entrySet()) {
            String code = e.getKey();
            if (!SUPPLIER_HOSTS.containsKey(code)) {
                outcome.put(code, "unknown supplier");
                continue;
            }
            List<Map<String, String>> lots = new ArrayList<>();
            for (String[] r : e.getValue()) {
                lots.add(Map.of("lot", r[1].trim(), "kilos", r[2].trim()));
            }
            String callback = e.getValue().get(0)[3].trim();
            if (!isRegisteredEndpoint(code, callback)) {
                outcome.put(code, "callback not registered");
                continue;
            }
            try (Response resp = client.target(callback)
                    .request(MediaType.APPLICATION_JSON)
                    .post(Entity.json(Map.of("supplier", code, "received", lots)))) {
                outcome.put(code, resp.getStatus());
            }
        }
        return outcome;
    }

    private static boolean isRegisteredEndpoint(String code, String callback) {
        return "https".equals(URI.create(callback).getScheme());
    }
}
