// A buyer keys program of the h69 set (cwe-328-hash).
package com.purplehilllavender.wholesale;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
class BuyerKeyRegistry {
    private final Map<String, String> buyerByDigest = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final String digestAlgorithm;

    BuyerKeyRegistry() {
        this.digestAlgorithm = "SHA-256";
    }

    String issue(String buyerId) {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        String key = "phl_" + HexFormat.of().formatHex(raw);
        buyerByDigest.put(digest(key), buyerId);
        return key;
    }

    String buyerFor(String presentedKey) {
        return presentedKey == null ? null : buyerByDigest.get(digest(presentedKey));
    }

    private String digest(String key) {
        try {
            MessageDigest md = MessageDigest.getInstance(digestAlgorithm);
            return HexFormat.of().formatHex(md.digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

@Component
class BuyerKeyFilter extends OncePerRequestFilter {
    static final String BUYER_ATTR = "wholesale.buyer";
    private final BuyerKeyRegistry registry;

    BuyerKeyFilter(BuyerKeyRegistry registry) {
        this.registry = registry;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !request.getRequestURI().startsWith("/wholesale/orders");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String buyer = registry.buyerFor(request.getHeader("X-Buyer-Key"));
        if (buyer == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        request.setAttribute(BUYER_ATTR, buyer);
        chain.doFilter(request, response);
    }
}

@RestController
class WholesaleController {
    private final BuyerKeyRegistry registry;

    WholesaleController(BuyerKeyRegistry registry) {
        this.registry = registry;
    }

    @PostMapping("/admin/buyers/{buyerId}/keys")
    String issueKey(@PathVariable String buyerId) {
        return registry.issue(buyerId);
    }

    @PostMapping("/wholesale/orders/{bundles}")
    String order(@RequestAttribute(BuyerKeyFilter.BUYER_ATTR) String buyer, @PathVariable int bundles) {
        return "reserved " + bundles + " bundles of Grosso for " + buyer;
    }
}
