/** English texts of the month-to-month pages (spec part 1: renewal/month-to-month, payment details, confirmed). */
export const monthToMonth = {
  common: {
    home: 'Unit {{unit}}, {{building}}',
    back: 'Back to My Leases',
    goBack: 'Go Back',
    retry: 'Try again',
    notCurrent:
      'This lease cannot go month-to-month online now. Please call the leasing office at {{phone}}.',
  },
  start: {
    title: 'Month-to-Month',
    heading: 'Go Month-to-Month',
    intro: 'Stay in your home without signing a new lease term.',
    endsOn: 'Your lease term ends on {{date}}; from the next day on, your lease continues month to month.',
    noticeStill: 'You can still give notice to vacate later, with the notice period of your community.',
    premium: 'Month-to-month rent is the 12-month rent plus a month-to-month premium.',
    review: 'Review Payment Details',
  },
  payment: {
    title: 'Month-to-Month Payment Details',
    heading: 'Payment Details',
    intro: 'Your monthly charges once your lease is month-to-month.',
    loading: 'Loading your month-to-month charges…',
    loadFailed: "We couldn't load your month-to-month charges. Please try again.",
    chargesHeading: 'Each month from {{date}}',
    item: 'Charge',
    amount: 'Amount',
    withTax: '{{amount}} + {{tax}} tax',
    total: 'Total per month',
    changesHeading: 'What changes',
    rentChange:
      'Rent goes from {{current}} to {{rent}}: the 12-month rent of {{twelve}} plus the month-to-month premium of {{premium}}.',
    totalChange: 'Your total per month goes from {{current}} to {{total}}.',
    concessionEnds: '{{name}} ends with your lease term.',
    noEndDate: 'From {{date}} your lease has no end date: it renews each month until you or we give notice.',
    confirm: 'Confirm Month-to-Month',
    confirming: 'Confirming…',
    failed: "We couldn't make your lease month-to-month. Please try again.",
  },
  confirmed: {
    title: 'Month-to-Month Confirmed',
    heading: "You're Month-to-Month!",
    body: 'Your lease goes month-to-month on {{date}}, at {{total}} per month.',
    notice: 'Questions about your charges? Call us at {{phone}}.',
  },
};
