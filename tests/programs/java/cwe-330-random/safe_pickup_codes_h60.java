// A pickup codes program of the h60 set (cwe-330-random).
package org.cleanline.laundry.counter;

import io.javalin.Javalin;
import io.javalin.http.Context;

import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * Drop-off counter: each order gets a pickup code that is texted to the customer.
 * Whoever shows the code at the 24h locker wall can open the locker with the garments.
 */
class PickupCodeRoutes {

    private static final String ALPHABET = "ACDEFHJKMNPRTUVWXY3479";
    private static final int CODE_LENGTH = 8;

    record DropOff(String customerPhone, List<String> garments, LocalDate readyOn) {}

    interface OrderStore {
        CompletableFuture<String> save(DropOff order, String pickupCode);
    }

    interface SmsOutbox {
        CompletableFuture<Void> queue(String phone, String text);
    }

    private final SecureRandom random = new SecureRandom();
    private final OrderStore orders;
    private final SmsOutbox sms;

    PickupCodeRoutes(OrderStore orders, SmsOutbox sms) {
        this.orders = orders;
        this.sms = sms;
    }

    void register(Javalin app) {
        app.post("/dropoffs", ctx -> ctx.future(() -> dropOff(ctx)));
    }

    private CompletableFuture<?> dropOff(Context ctx) {
        DropOff order = ctx.bodyValidator(DropOff.class)
                .check(o -> o.customerPhone() != null && o.customerPhone().matches("^\\+?[0-9]{8,15}$"), "phone")
                .check(o -> o.garments() != null && !o.garments().isEmpty(), "garments")
                .get();
        String code = newPickupCode();

        return orders.save(order, code)
                .thenCompose(orderNo -> sms.queue(order.customerPhone(),
                                "Your order " + orderNo + " is ready " + order.readyOn() + ". Locker code: " + code)
                        .thenApply(sent -> orderNo))
                .thenAccept(orderNo -> ctx.status(201).json(Map.of("orderNo", orderNo)));
    }

    String newPickupCode() {
        return random.ints(CODE_LENGTH, 0, ALPHABET.length())
                .mapToObj(ALPHABET::charAt)
                .map(String::valueOf)
                .collect(Collectors.joining());
    }
}
