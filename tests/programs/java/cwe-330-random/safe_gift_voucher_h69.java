// A gift voucher program of the h69 set (cwe-330-random).
package com.hocuspocusemporium.vouchers;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

record Voucher(String code, int valueEuros, String lessonType, LocalDate expires, boolean redeemed) {}

record VoucherOrder(int valueEuros, String lessonType) {}

@ApplicationScoped
class VoucherBook {
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();

    private final Map<String, Voucher> vouchers = new ConcurrentHashMap<>();
    private final Random codes;

    VoucherBook() {
        this.codes = new SecureRandom();
    }

    Voucher issue(VoucherOrder order) {
        String code;
        do {
            code = nextCode();
        } while (vouchers.containsKey(code));
        Voucher v = new Voucher(code, order.valueEuros(), order.lessonType(), LocalDate.now().plusYears(1), false);
        vouchers.put(code, v);
        return v;
    }

    Voucher redeem(String code) {
        Voucher current = vouchers.get(code);
        if (current == null || current.redeemed() || current.expires().isBefore(LocalDate.now())) {
            return null;
        }
        Voucher used = new Voucher(current.code(), current.valueEuros(), current.lessonType(), current.expires(), true);
        return vouchers.replace(code, current, used) ? used : null;
    }

    private String nextCode() {
        StringBuilder sb = new StringBuilder("HP-");
        for (int i = 0; i < 12; i++) {
            if (i > 0 && i % 4 == 0) {
                sb.append('-');
            }
            sb.append(ALPHABET[codes.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }
}

@Path("/vouchers")
@Produces(MediaType.APPLICATION_JSON)
class VoucherResource {

    @Inject
    VoucherBook book;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response buy(VoucherOrder order) {
        if (order.valueEuros() < 10 || order.valueEuros() > 500) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        return Response.status(Response.Status.CREATED).entity(book.issue(order)).build();
    }

    @POST
    @Path("/{code}/redeem")
    public Response redeem(@PathParam("code") String code) {
        Voucher v = book.redeem(code.toUpperCase());
        return v == null
                ? Response.status(Response.Status.NOT_FOUND).build()
                : Response.ok(v).build();
    }
}
