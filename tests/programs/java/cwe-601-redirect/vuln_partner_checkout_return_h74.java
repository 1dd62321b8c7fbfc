// A partner checkout return program of the h74 set (cwe-601-redirect).
package com.glidecitytours.checkout;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/checkout/complete")
class PartnerReturnServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger("checkout-return");
    private static final String DEFAULT_RETURN = "/bookings/thank-you";
    private static final Set<String> PARTNER_HOSTS = Set.of(
            "www.hotelmiradouro.pt", "book.lisbonstays.com", "tours.portowalkers.com");

    private final ExecutorService checks = Executors.newVirtualThreadPerTaskExecutor();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String bookingRef = req.getParameter("booking");
        String returnUrl = req.getParameter("return");
        if (returnUrl == null || returnUrl.isBlank()) {
            resp.sendRedirect(DEFAULT_RETURN + "?booking=" + refOrEmpty(bookingRef));
            return;
        }

        List<Callable<Void>> rules = List.of(
                () -> requireHttps(returnUrl),
                () -> requirePartnerHost(returnUrl),
                () -> requireNoCredentials(returnUrl));

        List<String> problems = new ArrayList<>();
        try {
            for (Future<Void> f : checks.invokeAll(rules, 2, TimeUnit.SECONDS)) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    problems.add(e.getCause().getMessage());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            problems.add("interrupted");
        }
        if (!problems.isEmpty()) {
            LOG.warning("return url for " + refOrEmpty(bookingRef) + " failed checks: " + problems);
        }
        resp.sendRedirect(returnUrl);
    }

    private static Void requireHttps(String url) {
        if (!"https".equalsIgnoreCase(URI.create(url).getScheme())) {
            throw new IllegalArgumentException("not https");
        }
        return null;
    }

    private static Void requirePartnerHost(String url) {
        String host = URI.create(url).getHost();
        if (host == null || !PARTNER_HOSTS.contains(host.toLowerCase())) {
            throw new IllegalArgumentException("unknown partner host " + host);
        }
        return null;
    }

    private static Void requireNoCredentials(String url) {
        if (URI.create(url).getRawUserInfo() != null) {
            throw new IllegalArgumentException("userinfo present");
        }
        return null;
    }

    private static String refOrEmpty(String ref) {
        return ref != null && ref.matches("[A-Z0-9]{6,10}") ? ref : "";
    }
}
