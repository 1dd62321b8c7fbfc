// A snowshoe rental deposit charging program of the h75 set (cwe-798-credentials).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"strconv"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/paymentintent"
)

const stripeSecretKey = "sk_live_51NqTrailHeadSnowshoe8fK2mQxZ0vLpR7cYbW3nJ5hD9gA4sE6tU1oI"

var dailyDepositCents = map[string]int64{
	"trail":    2500,
	"mountain": 4000,
	"kids":     1500,
}

type depositError struct {
	Field string
	Msg   string
}

func (e *depositError) Error() string { return fmt.Sprintf("%s: %s", e.Field, e.Msg) }

var errCardDeclined = errors.New("card declined")

func depositAmount(model string, days int) (int64, error) {
	rate, ok := dailyDepositCents[model]
	if !ok {
		return 0, &depositError{Field: "model", Msg: "unknown snowshoe model"}
	}
	if days < 1 || days > 14 {
		return 0, &depositError{Field: "days", Msg: "rentals run 1 to 14 days"}
	}
	return rate * int64(days), nil
}

func createDeposit(amount int64, rentalID, paymentMethod string) (*stripe.PaymentIntent, error) {
	params := &stripe.PaymentIntentParams{
		Amount:        stripe.Int64(amount),
		Currency:      stripe.String(string(stripe.CurrencyCAD)),
		PaymentMethod: stripe.String(paymentMethod),
		CaptureMethod: stripe.String(string(stripe.PaymentIntentCaptureMethodManual)),
		Confirm:       stripe.Bool(true),
	}
	params.AddMetadata("rental_id", rentalID)
	pi, err := paymentintent.New(params)
	if err != nil {
		var stripeErr *stripe.Error
		if errors.As(err, &stripeErr) && stripeErr.Code == stripe.ErrorCodeCardDeclined {
			return nil, fmt.Errorf("%w: %s", errCardDeclined, stripeErr.Msg)
		}
		return nil, fmt.Errorf("create payment intent: %w", err)
	}
	return pi, nil
}

func handleDeposit(w http.ResponseWriter, r *http.Request) {
	days, err := strconv.Atoi(r.PostFormValue("days"))
	if err != nil {
		http.Error(w, "days must be a number", http.StatusBadRequest)
		return
	}
	amount, err := depositAmount(r.PostFormValue("model"), days)
	if err != nil {
		var de *depositError
		if errors.As(err, &de) {
			http.Error(w, de.Error(), http.StatusBadRequest)
			return
		}
		http.Error(w, "invalid rental", http.StatusBadRequest)
		return
	}
	pi, err := createDeposit(amount, r.PostFormValue("rental_id"), r.PostFormValue("payment_method"))
	switch {
	case errors.Is(err, errCardDeclined):
		http.Error(w, err.Error(), http.StatusPaymentRequired)
		return
	case err != nil:
		log.Printf("deposit for rental %s: %v", r.PostFormValue("rental_id"), err)
		http.Error(w, "payment provider unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"payment_intent": pi.ID, "status": pi.Status, "amount": amount})
}

func main() {
	stripe.Key = stripeSecretKey
	http.HandleFunc("/rentals/deposit", handleDeposit)
	log.Fatal(http.ListenAndServe(":8092", nil))
}
