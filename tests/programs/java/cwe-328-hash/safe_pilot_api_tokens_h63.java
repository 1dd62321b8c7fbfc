// A pilot api tokens program of the h63 set (cwe-328-hash).
package io.skyward.pilots.tokens;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Base64;
import java.util.HexFormat;

import javax.sql.DataSource;

import jakarta.annotation.Resource;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

interface TokenDigest {
    String digest(String token);
}

class HexTokenDigest implements TokenDigest {
    @Override
    public String digest(String token) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

class PilotTokenRepository {
    private final DataSource dataSource;

    PilotTokenRepository(DataSource dataSource) { this.dataSource = dataSource; }

    void save(String pilot, String tokenDigest, String label) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO pilot_api_token (pilot_login, token_digest, label, issued_at) VALUES (?, ?, ?, now())")) {
            ps.setString(1, pilot);
            ps.setString(2, tokenDigest);
            ps.setString(3, label);
            ps.executeUpdate();
        }
    }
}

class TokenIssuer {
    private final SecureRandom random = new SecureRandom();
    private final TokenDigest digest;
    private final PilotTokenRepository repository;

    TokenIssuer(TokenDigest digest, PilotTokenRepository repository) {
        this.digest = digest;
        this.repository = repository;
    }

    String issue(String pilot, String label) throws SQLException {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = "fl_" + Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        repository.save(pilot, digest.digest(token), label);
        return token;
    }
}

@WebServlet("/pilot/api-tokens")
class PilotTokenServlet extends HttpServlet {
    @Resource(name = "jdbc/flightlog")
    private DataSource dataSource;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String pilot = req.getRemoteUser();
        if (pilot == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        String label = req.getParameter("label");
        if (label == null || !label.matches("[\\w -]{1,40}")) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "label must be 1-40 letters, digits or spaces");
            return;
        }
        try {
            String token = new TokenIssuer(new HexTokenDigest(), new PilotTokenRepository(dataSource)).issue(pilot, label);
            resp.setHeader("Cache-Control", "no-store");
            resp.setContentType("application/json");
            resp.getWriter().write("{\"token\":\"" + token + "\"}");
        } catch (SQLException e) {
            resp.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
        }
    }
}
