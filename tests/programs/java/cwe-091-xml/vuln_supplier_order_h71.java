// A supplier order program of the h71 set (cwe-091-xml).
package works.escapement.frontdesk;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;

record PartLine(String caliber, String partNumber, int quantity, String note) {}

record PartRequest(String repairTicket, List<PartLine> lines) {}

class SupplierOrderApp {
    private static final Pattern CALIBER = Pattern.compile("[A-Z0-9][A-Z0-9 .-]{1,23}");
    private static final Pattern PART_NO = Pattern.compile("\\d{3,5}(-\\d{1,3})?");
    private static final URI GATEWAY = URI.create("https://orders.jurahemmerparts.ch/gateway/v3/orders");

    private final HttpClient http = HttpClient.newHttpClient();
    private final String accountNo;

    SupplierOrderApp(String accountNo) {
        this.accountNo = accountNo;
    }

    static void requireLine(PartLine line) {
        if (line.caliber() == null || !CALIBER.matcher(line.caliber()).matches()) {
            throw new BadRequestResponse("unknown caliber format: use the movement stamp, e.g. ETA 2824-2");
        }
        if (line.partNumber() == null || !PART_NO.matcher(line.partNumber()).matches()) {
            throw new BadRequestResponse("part numbers are 3-5 digits with an optional variant");
        }
        if (line.quantity() < 1 || line.quantity() > 20) {
            throw new BadRequestResponse("quantity must be between 1 and 20");
        }
    }

    String orderXml(PartRequest request) {
        return request.lines().stream()
                .map(l -> """
                          <line caliber="%s" part="%s" qty="%d">
                            <note>%s</note>
                          </line>
                        """.formatted(l.caliber(), l.partNumber(), l.quantity(),
                        l.note() == null ? "" : l.note()))
                .collect(Collectors.joining("",
                        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<order account=\"" + accountNo
                                + "\" reference=\"R" + request.repairTicket().replaceAll("\\D", "") + "\">\n",
                        "</order>\n"));
    }

    void submit(Context ctx) throws Exception {
        PartRequest request = ctx.bodyAsClass(PartRequest.class);
        if (request.lines() == null || request.lines().isEmpty()) {
            throw new BadRequestResponse("no parts requested");
        }
        request.lines().forEach(SupplierOrderApp::requireLine);

        HttpRequest post = HttpRequest.newBuilder(GATEWAY)
                .header("Content-Type", "application/xml; charset=UTF-8")
                .header("X-Account", accountNo)
                .POST(HttpRequest.BodyPublishers.ofString(orderXml(request)))
                .build();
        HttpResponse<String> answer = http.send(post, HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() / 100 != 2) {
            ctx.status(502).json(Map.of("error", "supplier gateway answered " + answer.statusCode()));
            return;
        }
        ctx.status(201).json(Map.of("ticket", request.repairTicket(), "lines", request.lines().size()));
    }

    public static void main(String[] args) {
        SupplierOrderApp app = new SupplierOrderApp(System.getenv().getOrDefault("JURAHEMMER_ACCOUNT", "CH-40117"));
        Javalin.create().post("/part-requests", app::submit).start(8085);
    }
}
