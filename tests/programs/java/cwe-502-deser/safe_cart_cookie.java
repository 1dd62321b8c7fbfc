// Spring controller that restores a guest shopping cart saved in a browser cookie
package com.acme.shop.cart;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class GuestCartController {

    static final class CartLine implements Serializable {
        private static final long serialVersionUID = 1L;
        String sku;
        int quantity;
    }

    static final class CartState implements Serializable {
        private static final long serialVersionUID = 1L;
        ArrayList<CartLine> lines = new ArrayList<>();
    }

    private static final ObjectInputFilter CART_FILTER = ObjectInputFilter.Config.createFilter(
            "com.acme.shop.cart.GuestCartController$CartState;"
            + "com.acme.shop.cart.GuestCartController$CartLine;"
            + "java.util.ArrayList;java.lang.Object;java.lang.String;maxdepth=4;maxrefs=512;maxbytes=8192;!*");

    private final CatalogPricing pricing;

    GuestCartController(CatalogPricing pricing) {
        this.pricing = pricing;
    }

    @GetMapping("/cart")
    ResponseEntity<List<PricedLine>> restore(@CookieValue(name = "guest_cart", required = false) String cookie) {
        if (cookie == null || cookie.isEmpty()) {
            return ResponseEntity.ok(List.of());
        }
        try {
            CartState state = decode(cookie);
            return ResponseEntity.ok(pricing.price(state.lines));
        } catch (IOException | ClassNotFoundException | ClassCastException | IllegalArgumentException e) {
            return ResponseEntity.ok(List.of());
        }
    }

    private static CartState decode(String cookie) throws IOException, ClassNotFoundException {
        byte[] raw = Base64.getUrlDecoder().decode(cookie);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            in.setObjectInputFilter(CART_FILTER);
            return (CartState) in.readObject();
        }
    }
}
