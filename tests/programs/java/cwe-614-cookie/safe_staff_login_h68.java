// A staff login program of the h68 set (cwe-614-cookie).
// dog groomers: staff sign-in at the salon tablet, issuing the shift cookie and remembering the salon
package com.fluffandfold.salon;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.mindrot.jbcrypt.BCrypt;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

@WebServlet("/staff/sign-in")
public class StaffSignInServlet extends HttpServlet {

    enum Salon { HARBOUR_ST, MILL_LANE, NORTHGATE }

    record CookiePolicy(boolean secure, boolean httpOnly, String sameSite, Duration maxAge) {}

    record Shift(String groomer, Salon salon, Instant started) {}

    private static final Map<String, CookiePolicy> POLICIES = Map.of(
            "shift", new CookiePolicy(true, true, "Strict", Duration.ofHours(10)),
            "salon", new CookiePolicy(true, false, "Lax", Duration.ofDays(180)));

    private static final Map<String, String> STAFF_PINS = Map.of(
            "kezia", System.getenv().getOrDefault("PIN_HASH_KEZIA", ""),
            "tomasz", System.getenv().getOrDefault("PIN_HASH_TOMASZ", ""));

    private final Map<String, Shift> shifts = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    static Cookie cookie(String name, String value) {
        var policy = POLICIES.get(name);
        var cookie = new Cookie(name, value);
        cookie.setPath("/");
        cookie.setMaxAge((int) policy.maxAge().toSeconds());
        cookie.setSecure(policy.secure());
        cookie.setHttpOnly(policy.httpOnly());
        cookie.setAttribute("SameSite", policy.sameSite());
        return cookie;
    }

    static boolean pinMatches(String groomer, String pin) {
        return Optional.ofNullable(STAFF_PINS.get(groomer))
                .filter(hash -> !hash.isEmpty())
                .map(hash -> BCrypt.checkpw(pin, hash))
                .orElse(false);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        var groomer = Optional.ofNullable(req.getParameter("groomer")).map(String::toLowerCase).orElse("");
        var pin = Optional.ofNullable(req.getParameter("pin")).orElse("");
        var salon = Optional.ofNullable(req.getParameter("salon"))
                .map(String::toUpperCase)
                .map(Salon::valueOf)
                .orElse(Salon.HARBOUR_ST);

        if (!pinMatches(groomer, pin)) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED, "wrong PIN");
            return;
        }

        var token = new byte[32];
        random.nextBytes(token);
        var shiftId = Base64.getUrlEncoder().withoutPadding().encodeToString(token);
        shifts.put(shiftId, new Shift(groomer, salon, Instant.now()));

        resp.addCookie(cookie("shift", shiftId));
        resp.addCookie(cookie("salon", salon.name().toLowerCase()));
        resp.sendRedirect(req.getContextPath() + "/appointments/today");
    }

    @Override
    protected void doDelete(HttpServletRequest req, HttpServletResponse resp) {
        Optional.ofNullable(req.getCookies()).stream()
                .flatMap(Arrays::stream)
                .filter(c -> c.getName().equals("shift"))
                .findFirst()
                .ifPresent(c -> shifts.remove(c.getValue()));
        var expired = cookie("shift", "");
        expired.setMaxAge(0);
        resp.addCookie(expired);
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }
}
