// A concession vouchers program of the h72 set (cwe-330-random).
package com.starlitedrivein.gate;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

@FunctionalInterface
interface IndexSource {
    int next(int bound);
}

record Voucher(String code, String kind, String plate, LocalDate validOn) {}

abstract class VoucherIssuer {
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private final IndexSource source;

    protected VoucherIssuer(IndexSource source) {
        this.source = source;
    }

    protected abstract String prefix();

    protected abstract int length();

    final Voucher issue(String plate) {
        StringBuilder code = new StringBuilder(prefix()).append('-');
        for (int i = 0; i < length(); i++) {
            code.append(ALPHABET[source.next(ALPHABET.length)]);
        }
        return new Voucher(code.toString(), prefix(), plate, LocalDate.now());
    }
}

final class PopcornVoucherIssuer extends VoucherIssuer {
    PopcornVoucherIssuer(IndexSource source) { super(source); }
    protected String prefix() { return "POP"; }
    protected int length() { return 8; }
}

final class CarpoolVoucherIssuer extends VoucherIssuer {
    CarpoolVoucherIssuer(IndexSource source) { super(source); }
    protected String prefix() { return "CAR"; }
    protected int length() { return 10; }
}

@WebServlet("/gate/vouchers")
public class VoucherServlet extends HttpServlet {

    private final Map<String, Voucher> issued = new ConcurrentHashMap<>();
    private Map<String, VoucherIssuer> issuers;

    @Override
    public void init() throws ServletException {
        IndexSource source = new SecureRandom()::nextInt;
        issuers = Map.of(
                "popcorn", new PopcornVoucherIssuer(source),
                "carpool", new CarpoolVoucherIssuer(source));
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        VoucherIssuer issuer = issuers.get(String.valueOf(req.getParameter("kind")));
        String plate = req.getParameter("plate");
        if (issuer == null || plate == null || plate.isBlank()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "kind and plate are required");
            return;
        }
        Voucher v = issuer.issue(plate.trim());
        issued.put(v.code(), v);
        resp.setContentType("text/plain;charset=UTF-8");
        resp.getWriter().println(v.code());
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        // concession stand redemption: one use per code, same night only
        Voucher v = issued.remove(String.valueOf(req.getParameter("code")));
        if (v == null || !v.validOn().equals(LocalDate.now())) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        resp.setContentType("text/plain;charset=UTF-8");
        resp.getWriter().println("redeemed " + v.kind() + " for " + v.plate());
    }
}
