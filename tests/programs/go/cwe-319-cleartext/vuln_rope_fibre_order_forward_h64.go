// A rope fibre order forward program of the h64 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"encoding/json"
	"log"
	"math"
	"net/http"
	"os"
	"time"

	"github.com/gorilla/mux"
)

type ropeLine struct {
	Fibre      string  `json:"fibre"`
	DiameterMM float64 `json:"diameter_mm"`
	LengthM    float64 `json:"length_m"`
}

type workOrder struct {
	Customer string     `json:"customer"`
	Lines    []ropeLine `json:"lines"`
}

// the fibre merchant's ordering endpoint, agreed in the supply contract
const merchantOrders = "http://orders.hempline-fibre.example/api/v2/orders"

// approximate kilograms of fibre per metre of 3-strand rope, by fibre
var kgPerMetrePerMM2 = map[string]float64{"hemp": 0.00098, "manila": 0.00092, "sisal": 0.00089}

var merchant = &http.Client{Timeout: 20 * time.Second}

func forwardOrder(w http.ResponseWriter, r *http.Request) {
	var wo workOrder
	if err := json.NewDecoder(r.Body).Decode(&wo); err != nil || len(wo.Lines) == 0 {
		http.Error(w, "invalid work order", http.StatusBadRequest)
		return
	}
	fibreKg := map[string]float64{}
	for _, l := range wo.Lines {
		factor, ok := kgPerMetrePerMM2[l.Fibre]
		if !ok {
			http.Error(w, "unknown fibre", http.StatusBadRequest)
			return
		}
		fibreKg[l.Fibre] += factor * l.DiameterMM * l.DiameterMM * l.LengthM
	}
	for f, kg := range fibreKg {
		fibreKg[f] = math.Ceil(kg*1.08/25) * 25 // 8% waste, 25 kg bales
	}

	body, _ := json.Marshal(map[string]any{"reference": wo.Customer, "bales_kg": fibreKg})
	req, err := http.NewRequestWithContext(r.Context(), http.MethodPost, merchantOrders, bytes.NewReader(body))
	if err != nil {
		http.Error(w, "order failed", http.StatusInternalServerError)
		return
	}
	req.Header.Set("Content-Type", "application/json")
	req.SetBasicAuth(os.Getenv("MERCHANT_ACCOUNT"), os.Getenv("MERCHANT_API_PASSWORD"))
	resp, err := merchant.Do(req)
	if err != nil {
		http.Error(w, "merchant unreachable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		log.Printf("merchant refused order for %q: %s", wo.Customer, resp.Status)
		http.Error(w, "merchant refused the order", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"ordered_kg": fibreKg})
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/workshop/orders", forwardOrder).Methods(http.MethodPost)
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
