// A fabric order feed program of the h70 set (cwe-091-xml).
package uk.tackandspring.orders;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

@Path("/jobs/fabric-orders")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
class FabricOrderResource {

    record FabricLine(String fabricCode, double metres, String colourway) {}

    record OrderRequest(String jobRef, String customerNote, List<FabricLine> lines) {}

    record Ack(String jobRef, int lines, int millStatus) {}

    private static final URI MILL_EDI = URI.create("https://edi.harlowweavingmills.co.uk/purchase-orders");
    private static final String ACCOUNT = "TS-0412";

    private static final Function<String, String> XML_TEXT = s -> s
            .replace("&", "&amp;")
            .replace("<", "&lt;")
            .replace(">", "&gt;")
            .replace("\"", "&quot;")
            .replace("'", "&apos;");

    private final Function<FabricLine, String> lineXml = l -> "  <line>"
            + "<code>" + XML_TEXT.apply(l.fabricCode()) + "</code>"
            + "<metres>" + String.format(Locale.ROOT, "%.2f", l.metres()) + "</metres>"
            + "<colourway>" + XML_TEXT.apply(l.colourway()) + "</colourway>"
            + "</line>";

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @POST
    public Response submit(OrderRequest order) throws IOException, InterruptedException {
        if (order.jobRef() == null || !order.jobRef().matches("J\\d{5}") || order.lines() == null) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        List<FabricLine> lines = order.lines().stream()
                .filter(l -> l.metres() > 0 && l.metres() <= 200)
                .toList();
        String note = Optional.ofNullable(order.customerNote()).map(String::strip).orElse("");

        String xml = new StringBuilder()
                .append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<purchaseOrder account=\"").append(ACCOUNT).append("\">\n")
                .append("  <reference>").append(order.jobRef()).append("</reference>\n")
                .append("  <date>").append(LocalDate.now()).append("</date>\n")
                .append("  <note>").append(note).append("</note>\n")
                .append(lines.stream().map(lineXml).collect(Collectors.joining("\n", "", "\n")))
                .append("</purchaseOrder>\n")
                .toString();

        HttpRequest request = HttpRequest.newBuilder(MILL_EDI)
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/xml")
                .POST(HttpRequest.BodyPublishers.ofString(xml))
                .build();
        HttpResponse<Void> reply = http.send(request, HttpResponse.BodyHandlers.discarding());
        return Response.ok(new Ack(order.jobRef(), lines.size(), reply.statusCode())).build();
    }
}
