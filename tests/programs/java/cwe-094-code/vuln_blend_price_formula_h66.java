// A blend price formula program of the h66 set (cwe-094-code).
package org.orchardpress.cellar.faces;

import java.util.Map;
import java.util.StringTokenizer;

import javax.faces.bean.ManagedBean;
import javax.faces.bean.RequestScoped;
import javax.faces.context.FacesContext;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;

/**
 * Price calculator on the trade order page. Wholesale customers may enter their
 * own pricing formula, e.g. "litres * 2.15 + duty", using the variables below.
 */
@ManagedBean(name = "blendCalculator")
@RequestScoped
class BlendPriceCalculator {

    private static final String[] VARIABLES = { "litres", "duty", "abv" };
    private static final String OPERATORS = "+-*/() ";

    private String result;

    public String getResult() {
        return result;
    }

    public String calculate() {
        Map params = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap();
        String formula = (String) params.get("formula");
        double litres = parse((String) params.get("litres"));
        double abv = parse((String) params.get("abv"));
        // HMRC cider duty band, per litre, depends on strength
        double duty = abv < 8.5 ? 0.4097 : 0.6127;

        if (formula == null || !isArithmetic(formula)) {
            result = "The formula may only use numbers, + - * / ( ) and litres, duty, abv.";
            return null;
        }
        try {
            ScriptEngine engine = new ScriptEngineManager().getEngineByName("JavaScript");
            engine.put("litres", new Double(litres));
            engine.put("duty", new Double(duty));
            engine.put("abv", new Double(abv));
            Object value = engine.eval(formula);
            result = "Price: " + value;
        } catch (ScriptException e) {
            result = "The formula could not be worked out.";
        }
        return null;
    }

    private static double parse(String s) {
        try {
            return Double.parseDouble(s);
        } catch (Exception e) {
            return 0d;
        }
    }

    private static boolean isArithmetic(String formula) {
        StringTokenizer st = new StringTokenizer(formula, OPERATORS);
        if (!st.hasMoreTokens()) {
            return false;
        }
        String first = st.nextToken();
        return isNumber(first) || isVariable(first);
    }

    private static boolean isNumber(String tok) {
        return tok.matches("[0-9]+(\\.[0-9]+)?");
    }

    private static boolean isVariable(String tok) {
        for (int i = 0; i < VARIABLES.length; i++) {
            if (VARIABLES[i].equals(tok)) {
                return true;
            }
        }
        return false;
    }
}
