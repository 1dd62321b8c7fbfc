// Outbound client that calls the billing service with a service session id.
package main

import (
	"io"
	"net/http"
	"os"
)

func fetchInvoices(sid string) ([]byte, error) {
	req, err := http.NewRequest(http.MethodGet, "https://billing.internal.example.com/api/invoices", nil)
	if err != nil {
		return nil, err
	}
	req.AddCookie(&http.Cookie{Name: "billing_sid", Value: sid})
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func invoicesForCron() ([]byte, error) {
	return fetchInvoices(os.Getenv("BILLING_SID"))
}
