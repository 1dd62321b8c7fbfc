// Servlet that evaluates a pricing formula entered in the sales quote calculator.
package com.acme.sales.quotes;

import java.io.IOException;
import javax.script.Bindings;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/quotes/calculate")
public class QuoteCalculatorServlet extends HttpServlet {

    private final ScriptEngineManager engines = new ScriptEngineManager();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String formula = req.getParameter("formula");
        String qtyParam = req.getParameter("quantity");
        try {
            int quantity = qtyParam == null ? 1 : Integer.parseInt(qtyParam);
            Object result = evaluate(formula, quantity);
            if (!(result instanceof Number)) {
                resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "formula must produce a number");
                return;
            }
            resp.setContentType("application/json");
            resp.getWriter().write("{\"price\":" + ((Number) result).doubleValue() + "}");
        } catch (ScriptException | IllegalArgumentException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "formula error");
        }
    }

    private Object evaluate(String formula, int quantity) throws ScriptException {
        if (formula == null || formula.length() > 200) {
            throw new IllegalArgumentException("formula missing or too long");
        }
        ScriptEngine engine = engines.getEngineByName("javascript");
        Bindings bindings = engine.createBindings();
        bindings.put("qty", quantity);
        return engine.eval(formula, bindings);
    }
}
