// Servlet that restores a saved shopping cart from an uploaded XML export
package com.shop.cart;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.XStreamException;
import com.thoughtworks.xstream.security.AnyTypePermission;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

class CartItem {
    String sku;
    int quantity;
}

class SavedCart {
    String owner;
    List<CartItem> items = new ArrayList<>();
}

@WebServlet("/cart/import")
class CartImportServlet extends HttpServlet {
    private final XStream xstream = buildXStream();

    private static XStream buildXStream() {
        XStream x = new XStream();
        x.alias("cart", SavedCart.class);
        x.alias("item", CartItem.class);
        x.addPermission(AnyTypePermission.ANY);
        return x;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        SavedCart cart;
        try {
            cart = (SavedCart) xstream.fromXML(req.getInputStream());
        } catch (XStreamException | ClassCastException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "not a cart export");
            return;
        }
        req.getSession().setAttribute("cart", cart);
        resp.setContentType("application/json");
        resp.getWriter().write("{\"items\":" + cart.items.size() + "}");
    }
}
