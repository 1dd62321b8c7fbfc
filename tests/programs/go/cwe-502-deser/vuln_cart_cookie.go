// Keeps anonymous shopping cart state in a browser cookie between visits.
package cart

import (
	"bytes"
	"encoding/base64"
	"encoding/gob"
	"errors"
	"net/http"
	"strings"
)

type CartItem struct {
	SKU        string
	Qty        int
	PriceCents int64
}

type CartState struct {
	Items       []CartItem
	DiscountPct int
}

type CartCodec struct {
	Key []byte
}

const cookieName = "cart_state"

func (cc *CartCodec) Encode(st *CartState) (string, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(st); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(buf.Bytes()), nil
}

func (cc *CartCodec) Decode(value string) (*CartState, error) {
	payload := strings.SplitN(value, ".", 2)[0]
	raw, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return nil, errors.New("cart cookie is not valid base64")
	}
	var st CartState
	if err := gob.NewDecoder(bytes.NewReader(raw)).Decode(&st); err != nil {
		return nil, err
	}
	return &st, nil
}

func (cc *CartCodec) Load(r *http.Request) *CartState {
	if c, err := r.Cookie(cookieName); err == nil {
		if st, err := cc.Decode(c.Value); err == nil {
			return st
		}
	}
	return &CartState{}
}
