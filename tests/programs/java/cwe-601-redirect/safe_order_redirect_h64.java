// A order redirect program of the h64 set (cwe-601-redirect).
package com.stavewright.orders;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Barrel order form. Each "barrel" form value is size:wood:toast:qty, e.g.
 * barrel=225:french-oak:medium:4&barrel=114:american-oak:heavy:2&returnTo=/distillery/42/orders
 */
class BarrelOrderRoutes {
    private static final Logger log = LoggerFactory.getLogger(BarrelOrderRoutes.class);
    private static final Set<String> OWN_HOSTS = Set.of("orders.stavewright.com", "trade.stavewright.com");
    private static final Set<String> WOODS = Set.of("french-oak", "american-oak", "hungarian-oak", "chestnut");

    record Line(int litres, String wood, String toast, int qty) {}

    interface OrderBook {
        long place(List<Line> lines);
    }

    private final OrderBook orderBook;

    BarrelOrderRoutes(OrderBook orderBook) {
        this.orderBook = orderBook;
    }

    void register(Javalin app) {
        app.post("/orders", this::placeOrder);
    }

    void placeOrder(Context ctx) {
        List<Line> lines = new ArrayList<>();
        for (String raw : ctx.formParams("barrel")) {
            String[] f = raw.split(":");
            if (f.length != 4 || !WOODS.contains(f[1])) {
                ctx.status(HttpStatus.BAD_REQUEST).result("bad barrel line");
                return;
            }
            lines.add(new Line(Integer.parseInt(f[0]), f[1], f[2], Integer.parseInt(f[3])));
        }
        if (lines.isEmpty()) {
            ctx.status(HttpStatus.BAD_REQUEST).result("empty order");
            return;
        }
        long orderId = orderBook.place(lines);

        String returnTo = ctx.formParam("returnTo");
        String target = returnTo == null || returnTo.isBlank() ? "/orders/" + orderId : returnTo.trim();
        if (!isAllowedReturn(target)) {
            log.warn("order {} has an unexpected return address", orderId);
            target = "/orders/" + orderId;
        }
        ctx.redirect(target, HttpStatus.SEE_OTHER);
    }

    static boolean isAllowedReturn(String url) {
        try {
            URI uri = new URI(url);
            if (uri.getScheme() == null && uri.getRawAuthority() == null) {
                return url.startsWith("/") && !url.startsWith("//");
            }
            return "https".equals(uri.getScheme()) && OWN_HOSTS.contains(uri.getHost());
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
