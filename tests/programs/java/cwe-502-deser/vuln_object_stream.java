// Jakarta servlet that restores a saved shopping cart sent back by the client
package com.example.cart;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.ArrayList;

@WebServlet("/cart/restore")
public class CartRestoreServlet extends HttpServlet {

    private CartService carts;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(req.getInputStream())) {
            @SuppressWarnings("unchecked")
            ArrayList<String> items = (ArrayList<String>) in.readObject();
            carts.restore(req.getRemoteUser(), items);
            resp.getWriter().println("restored " + items.size() + " items");
        } catch (ClassNotFoundException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
        }
    }

    interface CartService { void restore(String user, java.util.List<String> items); }
}
