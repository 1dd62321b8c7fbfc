// A button swatch fragment program of the h66 set (cwe-079-xss).
package com.corozobuttons.catalogue.faces;

import java.io.IOException;
import java.io.Writer;
import java.util.Hashtable;
import java.util.Map;

import javax.faces.bean.ManagedBean;
import javax.faces.bean.RequestScoped;
import javax.faces.context.ExternalContext;
import javax.faces.context.FacesContext;

import org.apache.commons.lang.StringEscapeUtils;

/**
 * Produces the swatch list fragment that the catalogue page loads with an
 * XMLHttpRequest when a customer picks a material from the drop-down.
 */
@ManagedBean(name = "swatchBean")
@RequestScoped
class ButtonSwatchBean {

    private static final Hashtable SWATCHES = new Hashtable();
    static {
        SWATCHES.put("horn", new String[] { "Toggle 40mm", "Four-hole 18mm", "Shank 22mm" });
        SWATCHES.put("corozo", new String[] { "Four-hole 15mm", "Two-hole 11mm" });
        SWATCHES.put("mother-of-pearl", new String[] { "Shirt 10mm", "Shirt 11.5mm", "Dome 14mm" });
        SWATCHES.put("pewter", new String[] { "Anchor shank 20mm", "Thistle shank 17mm" });
    }

    public void renderFragment() throws IOException {
        FacesContext ctx = FacesContext.getCurrentInstance();
        ExternalContext ext = ctx.getExternalContext();
        Map params = ext.getRequestParameterMap();
        String material = (String) params.get("material");
        if (material == null) {
            material = "";
        }

        ext.setResponseContentType("text/html;charset=UTF-8");
        Writer out = ext.getResponseOutputWriter();
        String[] names = (String[]) SWATCHES.get(material.toLowerCase());
        StringBuffer html = new StringBuffer();
        if (names == null) {
            html.append("<p class=\"none\">We do not stock ").append(StringEscapeUtils.escapeHtml(material))
                .append(" buttons at present.</p>");
        } else {
            html.append("<ul class=\"swatches\">");
            for (int i = 0; i < names.length; i++) {
                html.append("<li>").append(StringEscapeUtils.escapeHtml(names[i])).append("</li>");
            }
            html.append("</ul>");
        }
        out.write(html.toString());
        out.flush();
        ctx.responseComplete();
    }
}
