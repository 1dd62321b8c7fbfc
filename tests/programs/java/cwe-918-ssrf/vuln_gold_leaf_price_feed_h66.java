// A gold leaf price feed program of the h66 set (cwe-918-ssrf).
package com.ashgrovegilding.costing.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.net.HttpURLConnection;
import java.net.URL;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * Costs a gilding job from a supplier's leaf price list. The estimator picks the
 * supplier feed on the costing form; the feed is CSV lines "carat,pricePerBook".
 * GET /costing/leaf?feed=https://...&carat=23.5&books=12
 */
class LeafPriceFeedServlet extends HttpServlet {

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String feed = request.getParameter("feed");
        String carat = request.getParameter("carat");
        int books;
        try {
            books = Integer.parseInt(request.getParameter("books"));
        } catch (NumberFormatException e) {
            books = 1;
        }
        if (feed == null || !feed.startsWith("https://") || carat == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "feed and carat required");
            return;
        }

        URL url = new URL(feed);
        HttpURLConnection conn = (HttpURLConnection) url.openConnection();
        conn.setConnectTimeout(5000);
        conn.setReadTimeout(10000);
        conn.setInstanceFollowRedirects(false);

        BigDecimal pricePerBook = null;
        BufferedReader in = new BufferedReader(new InputStreamReader(conn.getInputStream(), "UTF-8"));
        try {
            String line;
            while ((line = in.readLine()) != null) {
                int comma = line.indexOf(',');
                if (comma > 0 && line.substring(0, comma).trim().equals(carat.trim())) {
                    pricePerBook = new BigDecimal(line.substring(comma + 1).trim());
                    break;
                }
            }
        } catch (NumberFormatException e) {
            pricePerBook = null;
        } finally {
            in.close();
            conn.disconnect();
        }

        response.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = response.getWriter();
        if (pricePerBook == null) {
            out.println("no price listed for that carat");
        } else {
            out.println("leaf cost: " + pricePerBook.multiply(new BigDecimal(books)).setScale(2, BigDecimal.ROUND_HALF_UP));
        }
    }
}
