// Jakarta servlet that restores a saved shopping cart from the cart cookie when a visitor returns.
package com.acme.shop.cart;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

@WebServlet("/cart/restore")
public class CartRestoreServlet extends HttpServlet {

    private static final ObjectInputFilter CART_FILTER = ObjectInputFilter.Config.createFilter(
            "maxdepth=4;maxrefs=1000;maxarray=500;maxbytes=65536;"
            + "java.util.ArrayList;java.lang.Object;com.acme.shop.cart.CartRestoreServlet$CartLine;!*");

    public static class CartLine implements Serializable {
        private static final long serialVersionUID = 1L;
        public String sku;
        public int quantity;
    }

    private static String cookieValue(HttpServletRequest req, String name) {
        Cookie[] cookies = req.getCookies();
        if (cookies == null) {
            return null;
        }
        for (Cookie c : cookies) {
            if (name.equals(c.getName())) {
                return c.getValue();
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    static List<CartLine> decode(String value) throws IOException, ClassNotFoundException {
        byte[] raw = Base64.getUrlDecoder().decode(value);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            in.setObjectInputFilter(CART_FILTER);
            return (List<CartLine>) in.readObject();
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String saved = cookieValue(req, "saved_cart");
        List<CartLine> lines = new ArrayList<>();
        if (saved != null) {
            try {
                lines = decode(saved);
            } catch (IOException | ClassNotFoundException | IllegalArgumentException | ClassCastException e) {
                lines = new ArrayList<>();
            }
        }
        req.getSession().setAttribute("cart", lines);
        resp.sendRedirect(req.getContextPath() + "/cart");
    }
}
