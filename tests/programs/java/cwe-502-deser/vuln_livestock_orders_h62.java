// A livestock orders program of the h62 set (cwe-502-deser).
package com.coralcove.livestock;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.XStreamException;
import com.thoughtworks.xstream.security.AnyTypePermission;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;

/**
 * Wholesale customers (pet stores, dive centres) post livestock orders as XML exported
 * from their point-of-sale systems; we check quarantine stock and hold the specimens.
 */
class LivestockOrderService implements HttpService {

    static final class Specimen {
        String species;
        int quantity;
        double lengthCm;
    }

    static final class LivestockOrder {
        String customer;
        String deliveryTank;
        List<Specimen> specimens = new ArrayList<>();
    }

    private final XStream xstream = new XStream();

    LivestockOrderService() {
        xstream.alias("order", LivestockOrder.class);
        xstream.alias("specimen", Specimen.class);
        xstream.addPermission(AnyTypePermission.ANY);
    }

    private static final Predicate<LivestockOrder> COMPLETE = o ->
            o.customer != null && !o.customer.isBlank() && o.specimens != null && !o.specimens.isEmpty()
                    && o.specimens.stream().allMatch(s -> s.species != null && s.quantity > 0);

    @Override
    public void routing(HttpRules rules) {
        rules.post("/", this::placeOrder);
    }

    LivestockOrder read(String xml) {
        return (LivestockOrder) xstream.fromXML(xml);
    }

    private void placeOrder(ServerRequest req, ServerResponse res) {
        String xml = req.content().as(String.class);
        CompletableFuture.supplyAsync(() -> read(xml))
                .thenApply(order -> COMPLETE.test(order) ? order : null)
                .handle((order, err) -> {
                    if (err != null && err.getCause() instanceof XStreamException) {
                        return reply(res, Status.BAD_REQUEST_400, "unreadable order");
                    }
                    if (err != null) {
                        return reply(res, Status.INTERNAL_SERVER_ERROR_500, "order service unavailable");
                    }
                    if (order == null) {
                        return reply(res, Status.BAD_REQUEST_400, "order is incomplete");
                    }
                    int animals = order.specimens.stream().mapToInt(s -> s.quantity).sum();
                    return reply(res, Status.ACCEPTED_202, "holding " + animals + " specimens for tank "
                            + order.deliveryTank);
                })
                .join();
    }

    private static boolean reply(ServerResponse res, Status status, String text) {
        res.status(status).header(HeaderNames.CONTENT_TYPE, "text/plain; charset=UTF-8").send(text);
        return true;
    }

    public static void main(String[] args) {
        WebServer.builder()
                .port(8080)
                .routing(r -> r.register("/orders/livestock", new LivestockOrderService()))
                .build()
                .start();
    }
}
