// A wristband session program of the h73 set (cwe-614-cookie).
package com.splashcove.wallet;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Base64;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet(urlPatterns = "/wallet/link")
public class WristbandSessionServlet extends HttpServlet {

    private static final Pattern BAND_ID = Pattern.compile("SC-(\\d{4})-([0-9A-F]{8})");
    private static final int SESSION_SECONDS = 10 * 60 * 60; // one park day

    private byte[] signingKey;

    @Override
    public void init() throws ServletException {
        String key = System.getenv("WALLET_SESSION_KEY");
        if (key == null || key.isBlank()) {
            throw new ServletException("WALLET_SESSION_KEY is not configured");
        }
        signingKey = Base64.getDecoder().decode(key.strip());
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String rawBand = req.getParameter("band");
        if (rawBand == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "band missing");
            return;
        }

        Matcher m = BAND_ID.matcher(rawBand.strip().toUpperCase(Locale.ROOT));
        if (!m.matches()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unrecognised wristband");
            return;
        }
        String season = m.group(1);
        String chip = m.group(2);

        long expires = Instant.now().getEpochSecond() + SESSION_SECONDS;
        String payload = new StringBuilder()
                .append(season).append('.')
                .append(chip).append('.')
                .append(expires)
                .toString();

        String token = Base64.getUrlEncoder().withoutPadding()
                .encodeToString(payload.getBytes(StandardCharsets.UTF_8))
                + "." + sign(payload);

        Cookie session = new Cookie("SC_WALLET", token);
        session.setPath("/wallet");
        session.setMaxAge(SESSION_SECONDS);
        session.setSecure(true);
        session.setHttpOnly(true);
        session.setAttribute("SameSite", "Lax");
        resp.addCookie(session);

        resp.setContentType("application/json");
        resp.setCharacterEncoding("UTF-8");
        try (PrintWriter out = resp.getWriter()) {
            out.write("""
                    {"linked": true, "season": "%s", "expiresAt": %d}
                    """.formatted(season, expires).strip());
        }
    }

    private String sign(String payload) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(signingKey, "HmacSHA256"));
            byte[] sig = mac.doFinal(payload.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(sig);
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("cannot sign wallet session", e);
        }
    }
}
