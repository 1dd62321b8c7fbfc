// A optician frames lambda program of the h61 set (cwe-079-xss).
package com.clearview.frames;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import org.owasp.encoder.Encode;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Frame finder for the optician's in-store kiosk and website: visitors search the catalogue by brand or style. */
record Frame(String sku, String brand, String style, int priceCents) {}

interface FrameCatalog {
    List<Frame> search(String term);
}

final class StaticFrameCatalog implements FrameCatalog {
    private final List<Frame> frames = List.of(
            new Frame("CV-1001", "Lindqvist", "round titanium", 18900),
            new Frame("CV-1002", "Lindqvist", "cat-eye acetate", 15900),
            new Frame("CV-2040", "Harbour & Finch", "rectangular half-rim", 12900),
            new Frame("CV-3307", "Moreau", "oversized tortoiseshell", 21900));

    @Override
    public List<Frame> search(String term) {
        String needle = term.toLowerCase(Locale.ROOT);
        return frames.stream()
                .filter(f -> f.brand().toLowerCase(Locale.ROOT).contains(needle) || f.style().contains(needle))
                .toList();
    }
}

abstract class KioskPage {
    final String render() {
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>" + title() + "</title></head><body>"
                + "<header><h1>Clearview Opticians</h1></header><main>" + body() + "</main></body></html>";
    }

    protected abstract String title();

    protected abstract String body();
}

final class FrameResultsPage extends KioskPage {
    private final String term;
    private final List<Frame> frames;

    FrameResultsPage(String term, List<Frame> frames) {
        this.term = term;
        this.frames = frames;
    }

    @Override
    protected String title() {
        return "Frame finder";
    }

    @Override
    protected String body() {
        String shownTerm = term;
        StringBuilder html = new StringBuilder();
        if (frames.isEmpty()) {
            return html.append("<p>No frames match <strong>").append(shownTerm)
                    .append("</strong>. Ask our staff to order one in.</p>").toString();
        }
        html.append("<h2>Results for ").append(shownTerm).append("</h2><ul>");
        for (Frame f : frames) {
            html.append("<li>").append(Encode.forHtml(f.brand())).append(" &ndash; ").append(Encode.forHtml(f.style()))
                    .append(String.format(" (%.2f EUR)", f.priceCents() / 100.0)).append("</li>");
        }
        return html.append("</ul>").toString();
    }
}

class FrameFinderHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private final FrameCatalog catalog;

    FrameFinderHandler() {
        this(new StaticFrameCatalog());
    }

    FrameFinderHandler(FrameCatalog catalog) {
        this.catalog = catalog;
    }

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        Map<String, String> params = Optional.ofNullable(event.getQueryStringParameters()).orElse(Map.of());
        String term = params.getOrDefault("q", "").trim();
        if (term.isEmpty() || term.length() > 60) {
            return new APIGatewayProxyResponseEvent().withStatusCode(302).withHeaders(Map.of("Location", "/frames"));
        }
        String html = new FrameResultsPage(term, catalog.search(term)).render();
        return new APIGatewayProxyResponseEvent()
                .withStatusCode(200)
                .withHeaders(Map.of("Content-Type", "text/html; charset=utf-8"))
                .withBody(html);
    }
}
