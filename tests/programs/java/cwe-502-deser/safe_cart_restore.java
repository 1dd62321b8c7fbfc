// Servlet that restores a saved shopping cart snapshot uploaded by the desktop client.
package com.acme.cart;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/cart/restore")
public class CartRestoreServlet extends HttpServlet {

    private static final int MAX_SNAPSHOT_BYTES = 64 * 1024;
    private static final ObjectInputFilter SNAPSHOT_FILTER = ObjectInputFilter.Config.createFilter(
            "maxdepth=5;maxrefs=2000;maxarray=1000;"
            + "com.acme.cart.CartSnapshot;java.util.ArrayList;java.util.HashMap;"
            + "java.lang.String;java.lang.Integer;java.lang.Number;!*");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (req.getContentLength() > MAX_SNAPSHOT_BYTES) {
            resp.sendError(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
            return;
        }
        CartSnapshot snapshot;
        try (ObjectInputStream in = new ObjectInputStream(req.getInputStream())) {
            in.setObjectInputFilter(SNAPSHOT_FILTER);
            snapshot = (CartSnapshot) in.readObject();
        } catch (ClassNotFoundException | ClassCastException | InvalidClassException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unreadable snapshot");
            return;
        }
        req.getSession().setAttribute("cart", snapshot);
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }
}

class CartSnapshot implements Serializable {
    private static final long serialVersionUID = 1L;

    ArrayList<String> skus = new ArrayList<>();
    HashMap<String, Integer> quantities = new HashMap<>();
}
