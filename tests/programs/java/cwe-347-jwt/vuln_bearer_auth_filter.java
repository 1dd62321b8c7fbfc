// Servlet filter that authenticates API calls from HS256 bearer tokens issued by the auth service
package com.acme.api.security;

import java.io.IOException;
import java.text.ParseException;
import java.util.Date;
import java.util.Optional;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class BearerAuthFilter extends HttpFilter {

    private static final String ISSUER = "https://auth.acme.example";
    private final MACVerifier verifier;

    public BearerAuthFilter(byte[] sharedSecret) throws JOSEException {
        this.verifier = new MACVerifier(sharedSecret);
    }

    Optional<JWTClaimsSet> authenticate(String token) {
        try {
            SignedJWT jwt = SignedJWT.parse(token);
            if (!JWSAlgorithm.HS256.equals(jwt.getHeader().getAlgorithm())) {
                return Optional.empty();
            }
            JWTClaimsSet claims = jwt.getJWTClaimsSet();
            Date exp = claims.getExpirationTime();
            if (exp == null || exp.before(new Date()) || !ISSUER.equals(claims.getIssuer())) {
                return Optional.empty();
            }
            return Optional.of(claims);
        } catch (ParseException e) {
            return Optional.empty();
        }
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        Optional<JWTClaimsSet> claims = authenticate(header.substring(7));
        if (claims.isEmpty()) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        req.setAttribute("acme.subject", claims.get().getSubject());
        chain.doFilter(req, res);
    }
}
