// A guide roster lookup program of the h70 set (cwe-643-xpath).
package at.tropfstein.tours.roster;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class GuideRosterService {

    record GuideQuery(String cave, String skill) {}

    private final Document roster;
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    GuideRosterService(Document roster) {
        this.roster = roster;
    }

    static Map<String, String> queryParams(String raw) {
        return Optional.ofNullable(raw).stream()
                .flatMap(q -> Arrays.stream(q.split("&")))
                .map(p -> p.split("=", 2))
                .filter(kv -> kv.length == 2)
                .collect(Collectors.toMap(
                        kv -> URLDecoder.decode(kv[0], StandardCharsets.UTF_8),
                        kv -> URLDecoder.decode(kv[1], StandardCharsets.UTF_8),
                        (a, b) -> b));
    }

    void handle(HttpExchange exchange) throws IOException {
        Map<String, String> params = queryParams(exchange.getRequestURI().getRawQuery());
        GuideQuery query = new GuideQuery(params.getOrDefault("cave", ""), params.getOrDefault("skill", "lamp"));
        String body;
        int status;
        try {
            String expr = "/roster/guide[caves/cave='" + query.cave() + "' and skills/skill='" + query.skill()
                    + "' and @active='true']";
            NodeList guides = (NodeList) xpath.evaluate(expr, roster, XPathConstants.NODESET);
            body = IntStream.range(0, guides.getLength())
                    .mapToObj(i -> (Element) guides.item(i))
                    .map(g -> "{\"id\":\"" + g.getAttribute("id") + "\",\"name\":\"" + g.getAttribute("name")
                            + "\",\"phone\":\"" + g.getAttribute("phone") + "\"}")
                    .collect(Collectors.joining(",", "[", "]"));
            status = 200;
        } catch (XPathExpressionException e) {
            body = "{\"error\":\"bad query\"}";
            status = 400;
        }
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "/etc/tropfstein/guides.xml");
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document roster = dbf.newDocumentBuilder().parse(file.toFile());
        GuideRosterService service = new GuideRosterService(roster);
        HttpServer server = HttpServer.create(new InetSocketAddress(8090), 0);
        server.createContext("/guides", service::handle);
        server.start();
    }
}
