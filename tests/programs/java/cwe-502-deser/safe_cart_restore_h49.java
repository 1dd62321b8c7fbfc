// Spring controller that restores a saved shopping cart from a client-side cookie.
package com.acme.shop.cart;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.Base64;

import jakarta.servlet.http.HttpSession;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CartRestoreController {

    private static final ObjectInputFilter CART_FILTER = ObjectInputFilter.Config.createFilter(
            "com.acme.shop.cart.SavedCart;com.acme.shop.cart.SavedCartLine;java.util.ArrayList;"
            + "java.lang.String;java.lang.Integer;java.lang.Number;maxdepth=4;maxrefs=500;maxbytes=32768;!*");

    private final CartService carts;

    public CartRestoreController(CartService carts) {
        this.carts = carts;
    }

    @PostMapping("/cart/restore")
    public ResponseEntity<CartView> restore(
            @CookieValue(name = "saved_cart", required = false) String saved, HttpSession session) {
        if (saved == null || saved.isEmpty()) {
            return ResponseEntity.noContent().build();
        }
        try {
            SavedCart cart = decode(saved);
            return ResponseEntity.ok(carts.restore(session.getId(), cart));
        } catch (IOException | ClassNotFoundException | ClassCastException | IllegalArgumentException e) {
            return ResponseEntity.badRequest().build();
        }
    }

    static SavedCart decode(String cookie) throws IOException, ClassNotFoundException {
        byte[] raw = Base64.getUrlDecoder().decode(cookie);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            in.setObjectInputFilter(CART_FILTER);
            return (SavedCart) in.readObject();
        }
    }
}
